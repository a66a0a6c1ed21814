import { useId, type FormEvent } from 'react';
import {
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
import { CodePrompt } from '../identity/code/CodePrompt';
import { useCodeEntry } from '../identity/code/useCodeEntry';
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
  // The answer goes back to the HTTP layer, which asks again (a new dialog) when the code is wrong.
  const entry = useCodeEntry({ send: answer, refusal: () => ({ key: 'errors.codes.IS-0015', clear: true }) });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void entry.submit();
  };
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
              <CodePrompt
                entry={entry}
                label="settings.stepUp.code"
                error={request.invalid ? 'errors.codes.IS-0015' : null}
                autoFocus
              />
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
