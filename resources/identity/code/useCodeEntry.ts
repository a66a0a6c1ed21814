import { useRef, useState } from 'react';
import { CODE_LENGTH } from './OneTimeCodeInput';

export interface CodeRefusal {
  /** The message key shown under the boxes. */
  key: string;
  /** A wrong code empties the boxes for the next attempt. */
  clear: boolean;
}

interface Options {
  /** Sends a complete code; what it throws is a refusal shown under the boxes. */
  send: (code: string) => Promise<void> | void;
  refusal: (thrown: unknown) => CodeRefusal;
  /** The message of a code sent with fewer than six digits. */
  tooShortKey?: string;
}

export interface CodeEntry {
  code: string;
  error: string | null;
  busy: boolean;
  /** How many attempts were refused: the prompt puts the cursor back in the first box on each. */
  refusals: number;
  change: (code: string) => void;
  submit: (code?: string) => Promise<void>;
}

/**
 * The state of every one-time code prompt (sign-in, entity switch, step-up, 2FA enrolment and
 * removal, the recovery's secure code): six digits, a length check, one attempt at a time, and the
 * refusal of the last attempt until the code is edited. A successful send leaves the prompt busy:
 * its caller moves on.
 */
export const useCodeEntry = ({ send, refusal, tooShortKey = 'errors.login.twoFactorLength' }: Options): CodeEntry => {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [refusals, setRefusals] = useState(0);
  const pending = useRef(false);

  const submit = async (value = code) => {
    if (pending.current) return;
    if (value.length !== CODE_LENGTH) {
      setError(tooShortKey);
      return;
    }
    pending.current = true;
    setBusy(true);
    setError(null);
    try {
      await send(value);
    } catch (thrown) {
      const refused = refusal(thrown);
      if (refused.clear) setCode('');
      setError(refused.key);
      setRefusals((count) => count + 1);
      pending.current = false;
      setBusy(false);
    }
  };

  return {
    code,
    error,
    busy,
    refusals,
    change: (next) => {
      setCode(next);
      setError(null);
    },
    submit,
  };
};
