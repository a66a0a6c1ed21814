import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Entity } from '../../../authProvider/sessionStore';
import { useConsoleServices } from '../../ConsoleServicesContext';
import { loginErrorKey, refusalCode } from '../../pages/login/loginErrors';
import { useDropEntityData } from '../sessionEpoch';
import { CODE_LENGTH } from '../../components/OneTimeCodeInput';
import { HOME_PATH } from '../shellConstants';

/** IS-0014: 2FA is on, send the code; IS-0015: the code is wrong (spec section 8). */
const TWO_FACTOR_REQUIRED = 'IS-0014';
const TWO_FACTOR_INVALID = 'IS-0015';

export type SwitchStep = 'closed' | 'password' | 'twoFactor';

export interface SwitchState {
  step: SwitchStep;
  target: Entity | null;
  password: string;
  code: string;
  /** A message key shown inline in the open dialog. */
  error: string | null;
  busy: boolean;
}

const closed: SwitchState = { step: 'closed', target: null, password: '', code: '', error: null, busy: false };

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

  const attempt = async (target: Entity, password: string, totpCode?: string) => {
    update({ busy: true, error: null });
    try {
      await authProvider.switchEntity({ password, entityId: target.Id, totpCode });
    } catch (error) {
      const code = refusalCode(error);
      if (code === TWO_FACTOR_REQUIRED) update({ busy: false, step: 'twoFactor', code: '' });
      else if (code === TWO_FACTOR_INVALID) update({ busy: false, code: '', error: loginErrorKey(error) });
      else update({ busy: false, error: loginErrorKey(error) });
      return;
    }
    setState(closed);
    navigate(HOME_PATH);
    dropEntityData();
  };

  return {
    state,
    choose: (target: Entity) => setState({ ...closed, step: 'password', target }),
    setPassword: (password: string) => update({ password, error: null }),
    setCode: (code: string) => update({ code, error: null }),
    submitPassword: () => {
      if (!state.target || state.busy) return;
      if (!state.password) update({ error: 'shell.entitySwitch.confirmPassword' });
      else void attempt(state.target, state.password);
    },
    submitCode: (code = state.code) => {
      if (!state.target || state.busy) return;
      if (code.length !== CODE_LENGTH) update({ error: 'errors.login.twoFactorLength' });
      else void attempt(state.target, state.password, code);
    },
    /** Cancels the switch; closing the 2FA modal also forgets the digits typed. */
    close: () => setState(closed),
  };
};
