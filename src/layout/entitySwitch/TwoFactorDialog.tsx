import { Alert, Button, DialogContentText, IconButton } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { useTranslate } from 'ra-core';
import { OneTimeCodeInput } from '../../components/OneTimeCodeInput';
import { SwitchDialogFrame } from './SwitchDialogFrame';
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
  return (
    <SwitchDialogFrame
      open={state.step === 'twoFactor'}
      busy={state.busy}
      title={translate('shell.entitySwitch.twoFactorTitle')}
      onSubmit={onSubmit}
      onClose={onClose}
      titleAction={
        <IconButton
          aria-label={translate('shell.entitySwitch.close')}
          onClick={onClose}
          disabled={state.busy}
          sx={{ position: 'absolute', right: 8, top: 8 }}
        >
          <CloseIcon />
        </IconButton>
      }
      actions={
        <Button type="submit" variant="contained" fullWidth disabled={state.busy}>
          {translate('shell.entitySwitch.login')}
        </Button>
      }
    >
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
    </SwitchDialogFrame>
  );
};
