import { Button, DialogContentText, IconButton } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { useTranslate } from 'ra-core';
import type { Entity } from '../../../authProvider/sessionStore';
import { CodePrompt } from '../../../resources/identity/code/CodePrompt';
import { useCodeEntry } from '../../../resources/identity/code/useCodeEntry';
import { loginErrorKey, refusalCode } from '../../pages/login/loginErrors';
import { SwitchDialogFrame } from './SwitchDialogFrame';

interface Props {
  target: Entity | null;
  onSend: (code: string) => Promise<void>;
  /** Closing cancels the switch; the dialog is unmounted, so the digits are forgotten. */
  onClose: () => void;
}

/** Step two when the server asks for it (IS-0014): the authenticator's 6-digit code. */
export const TwoFactorDialog = ({ target, onSend, onClose }: Props) => {
  const translate = useTranslate();
  const entry = useCodeEntry({
    send: onSend,
    refusal: (refusal) => ({ key: loginErrorKey(refusal), clear: refusalCode(refusal) === 'IS-0015' }),
  });
  return (
    <SwitchDialogFrame
      open
      busy={entry.busy}
      title={translate('shell.entitySwitch.twoFactorTitle')}
      onSubmit={() => void entry.submit()}
      onClose={onClose}
      titleAction={
        <IconButton
          aria-label={translate('shell.entitySwitch.close')}
          onClick={onClose}
          disabled={entry.busy}
          sx={{ position: 'absolute', right: 8, top: 8 }}
        >
          <CloseIcon />
        </IconButton>
      }
      actions={
        <Button type="submit" variant="contained" fullWidth disabled={entry.busy}>
          {translate('shell.entitySwitch.login')}
        </Button>
      }
    >
      <DialogContentText sx={{ mb: 3 }}>
        {translate('shell.entitySwitch.twoFactorIntro', { entity: target?.Name ?? '' })}
      </DialogContentText>
      <CodePrompt entry={entry} label="shell.entitySwitch.code" autoFocus />
    </SwitchDialogFrame>
  );
};
