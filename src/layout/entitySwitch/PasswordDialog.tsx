import { useId, type FormEvent } from 'react';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  TextField,
} from '@mui/material';
import { useTranslate } from 'ra-core';
import type { SwitchState } from './useEntitySwitch';

interface Props {
  state: SwitchState;
  onPassword: (password: string) => void;
  onSubmit: () => void;
  onClose: () => void;
}

/** Step one of the entity switch: the user confirms the password for the chosen entity. */
export const PasswordDialog = ({ state, onPassword, onSubmit, onClose }: Props) => {
  const translate = useTranslate();
  const titleId = useId();
  const entity = state.target?.Name ?? '';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  const emptyPassword = state.error === 'shell.entitySwitch.confirmPassword';
  return (
    <Dialog
      open={state.step === 'password'}
      onClose={state.busy ? undefined : onClose}
      aria-labelledby={titleId}
      maxWidth="xs"
      fullWidth
    >
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{translate('shell.entitySwitch.title', { entity })}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{translate('shell.entitySwitch.intro', { entity })}</DialogContentText>
          <TextField
            type="password"
            label={translate('shell.entitySwitch.password')}
            value={state.password}
            onChange={(event) => onPassword(event.target.value)}
            autoComplete="current-password"
            autoFocus
            fullWidth
            error={emptyPassword}
            helperText={emptyPassword ? translate('shell.entitySwitch.confirmPassword') : undefined}
            disabled={state.busy}
          />
          {state.error && !emptyPassword && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {translate(state.error)}
            </Alert>
          )}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} color="inherit" disabled={state.busy}>
            {translate('shell.entitySwitch.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={state.busy}>
            {translate('shell.entitySwitch.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
};
