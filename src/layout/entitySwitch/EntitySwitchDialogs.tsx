import type { useEntitySwitch } from './useEntitySwitch';
import { PasswordDialog } from './PasswordDialog';
import { TwoFactorDialog } from './TwoFactorDialog';

interface Props {
  flow: ReturnType<typeof useEntitySwitch>;
}

/** The switch's steps after an entity is chosen: the password, then the 2FA code when asked. */
const EntitySwitchDialogs = ({ flow }: Props) => (
  <>
    <PasswordDialog
      state={flow.state}
      onPassword={flow.setPassword}
      onSubmit={flow.submitPassword}
      onClose={flow.close}
    />
    {flow.state.step === 'twoFactor' && (
      <TwoFactorDialog target={flow.state.target} onSend={flow.sendCode} onClose={flow.close} />
    )}
  </>
);

export default EntitySwitchDialogs;
