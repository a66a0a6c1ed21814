import { useId, type FormEvent } from 'react';
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
import { OneTimeCodeInput } from '../../components/OneTimeCodeInput';
import type { SwitchState } from './useEntitySwitch';

interface Props {
  state: SwitchState;
  onCode: (code: string) => void;
  onSubmit: () => void;
  /** Closing cancels the switch and forgets the digits. */
  onClose: () => void;
}

/** Step two when the server asks for it (IS-0014): the authenticator's 6-digit code. */
export const TwoFactorDialog = ({ state, onCode, onSubmit, onClose }: Props) => {
  const translate = useTranslate();
  const titleId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <Dialog
      open={state.step === 'twoFactor'}
      onClose={state.busy ? undefined : onClose}
      aria-labelledby={titleId}
      maxWidth="xs"
      fullWidth
    >
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId} sx={{ pr: 6 }}>
          {translate('shell.entitySwitch.twoFactorTitle')}
        </DialogTitle>
        <IconButton
          aria-label={translate('shell.entitySwitch.close')}
          onClick={onClose}
          disabled={state.busy}
          sx={{ position: 'absolute', right: 8, top: 8 }}
        >
          <CloseIcon />
        </IconButton>
        <DialogContent>
          <DialogContentText sx={{ mb: 3 }}>
            {translate('shell.entitySwitch.twoFactorIntro', { entity: state.target?.Name ?? '' })}
          </DialogContentText>
          <OneTimeCodeInput
            value={state.code}
            onChange={onCode}
            label="shell.entitySwitch.code"
            error={Boolean(state.error)}
            disabled={state.busy}
            autoFocus
          />
          {state.error && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {translate(state.error)}
            </Alert>
          )}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button type="submit" variant="contained" fullWidth disabled={state.busy}>
            {translate('shell.entitySwitch.login')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
};
