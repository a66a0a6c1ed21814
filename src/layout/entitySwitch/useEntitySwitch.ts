import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Entity } from '../../../authProvider/sessionStore';
import { useConsoleServices } from '../../ConsoleServicesContext';
import { loginErrorKey, refusalCode } from '../../pages/login/loginErrors';
import { useDropEntityData } from '../sessionEpoch';
import { HOME_PATH } from '../shellConstants';

/** IS-0014: 2FA is on, send the code (spec section 8). */
const TWO_FACTOR_REQUIRED = 'IS-0014';

export type SwitchStep = 'closed' | 'password' | 'twoFactor';

export interface SwitchState {
  step: SwitchStep;
  target: Entity | null;
  password: string;
  /** A message key shown inline in the open dialog. */
  error: string | null;
  busy: boolean;
}

const closed: SwitchState = { step: 'closed', target: null, password: '', error: null, busy: false };

/**
 * The entity switch of spec section 4: the chosen entity, the password confirmation ('confirm
 * password' when empty), re-authentication for that entity with the 2FA code when the server
 * asks (IS-0014), then every trace of the previous entity dropped and the dashboard opened.
 */
export const useEntitySwitch = () => {
  const { authProvider } = useConsoleServices();
  const navigate = useNavigate();
  const dropEntityData = useDropEntityData();
  const [state, setState] = useState<SwitchState>(closed);
  const update = (changes: Partial<SwitchState>) => setState((current) => ({ ...current, ...changes }));

  const reauthenticate = (target: Entity, password: string, totpCode?: string) =>
    authProvider.switchEntity({ password, entityId: target.Id, totpCode });
  const finish = () => {
    setState(closed);
    navigate(HOME_PATH);
    dropEntityData();
  };

  const submitPassword = async (target: Entity, password: string) => {
    update({ busy: true, error: null });
    try {
      await reauthenticate(target, password);
    } catch (error) {
      if (refusalCode(error) === TWO_FACTOR_REQUIRED) update({ busy: false, step: 'twoFactor' });
      else update({ busy: false, error: loginErrorKey(error) });
      return;
    }
    finish();
  };

  return {
    state,
    choose: (target: Entity) => setState({ ...closed, step: 'password', target }),
    setPassword: (password: string) => update({ password, error: null }),
    submitPassword: () => {
      if (!state.target || state.busy) return;
      if (!state.password) update({ error: 'shell.entitySwitch.confirmPassword' });
      else void submitPassword(state.target, state.password);
    },
    /** The 2FA step's code; a refusal is thrown to the code prompt, which shows it. */
    sendCode: async (code: string) => {
      if (!state.target) return;
      update({ busy: true });
      try {
        await reauthenticate(state.target, state.password, code);
      } catch (error) {
        update({ busy: false });
        throw error;
      }
      finish();
    },
    /** Cancels the switch; closing the 2FA modal also forgets the digits typed. */
    close: () => setState(closed),
  };
};
