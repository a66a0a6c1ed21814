import { useId, useState, type FormEvent } from 'react';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  IconButton,
} from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { useTranslate } from 'ra-core';
import { Link as RouterLink } from 'react-router-dom';
import { CODE_LENGTH, OneTimeCodeInput } from '../../src/components/OneTimeCodeInput';
import type { StepUpRequest } from '../../dataProviders/security/stepUpPrompt';

interface Props {
  request: StepUpRequest;
  /** The six digits, or null when the dialog is closed. */
  answer: (code: string | null) => void;
}

/**
 * The 2FA prompt of a change guarded by a 2FA-protected permission (the service answered
 * IS-0014): six boxes, sent when the six are filled; a wrong code (IS-0015) asks again with the
 * boxes cleared. Closing cancels the change. A user without 2FA is told to enable it in the profile.
 */
const StepUpDialog = ({ request, answer }: Props) => {
  const translate = useTranslate();
  const titleId = useId();
  const [code, setCode] = useState('');
  const [tooShort, setTooShort] = useState(false);

  const send = (value: string) => {
    if (value.length !== CODE_LENGTH) {
      setTooShort(true);
      return;
    }
    answer(value);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send(code);
  };
  const error = tooShort ? 'errors.login.twoFactorLength' : request.invalid ? 'errors.codes.IS-0015' : null;
  const notEnrolled = request.notEnrolled === true;

  return (
    <Dialog open onClose={() => answer(null)} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId} sx={{ pr: 6 }}>
          {translate(notEnrolled ? 'settings.stepUp.notEnrolledTitle' : 'settings.stepUp.title')}
        </DialogTitle>
        <IconButton
          aria-label={translate('settings.stepUp.close')}
          onClick={() => answer(null)}
          sx={{ position: 'absolute', right: 8, top: 8 }}
        >
          <CloseIcon />
        </IconButton>
        {notEnrolled ? (
          <>
            <DialogContent>
              <DialogContentText>{translate('settings.stepUp.notEnrolled')}</DialogContentText>
            </DialogContent>
            <DialogActions sx={{ px: 3, pb: 2 }}>
              <Button component={RouterLink} to="/userInfo" variant="contained" onClick={() => answer(null)}>
                {translate('settings.stepUp.profile')}
              </Button>
            </DialogActions>
          </>
        ) : (
          <>
            <DialogContent>
              <DialogContentText sx={{ mb: 3 }}>{translate('settings.stepUp.intro')}</DialogContentText>
              <OneTimeCodeInput
                value={code}
                onChange={(value) => {
                  setCode(value);
                  setTooShort(false);
                }}
                onComplete={send}
                label="settings.stepUp.code"
                error={Boolean(error)}
                autoFocus
              />
              {error && (
                <Alert severity="error" sx={{ mt: 2 }}>
                  {translate(error)}
                </Alert>
              )}
            </DialogContent>
            <DialogActions sx={{ px: 3, pb: 2 }}>
              <Button type="submit" variant="contained" fullWidth>
                {translate('settings.stepUp.confirm')}
              </Button>
            </DialogActions>
          </>
        )}
      </form>
    </Dialog>
  );
};

export default StepUpDialog;
