import { Alert, Button, DialogContentText, TextField } from '@mui/material';
import { useTranslate } from 'ra-core';
import { SwitchDialogFrame } from './SwitchDialogFrame';
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
  const entity = state.target?.Name ?? '';
  const emptyPassword = state.error === 'shell.entitySwitch.confirmPassword';
  return (
    <SwitchDialogFrame
      open={state.step === 'password'}
      busy={state.busy}
      title={translate('shell.entitySwitch.title', { entity })}
      onSubmit={onSubmit}
      onClose={onClose}
      actions={
        <>
          <Button onClick={onClose} color="inherit" disabled={state.busy}>
            {translate('shell.entitySwitch.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={state.busy}>
            {translate('shell.entitySwitch.submit')}
          </Button>
        </>
      }
    >
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
    </SwitchDialogFrame>
  );
};
