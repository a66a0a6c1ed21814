import type { SandboxConfig } from '../config';
import type { Accounts, Credentials } from './accounts';
import { secondFactorSubject, type Lockouts } from './lockouts';
import type { Notices } from './notices';
import { matchTotp } from './totp';

/**
 * The one check of a 2FA code, for sign-in, step-up, validation and enrolment alike: failures
 * counted per user (a temporary lockout after a few, during which every code is refused unread),
 * and each time step accepted once (RFC 6238 section 5.2: a replayed code is refused).
 */
export const createSecondFactor = (
  config: Pick<SandboxConfig, 'totpReuse'>,
  accounts: Accounts,
  lockouts: Lockouts,
  notify: Notices,
) => {
  /** Whether `code` is a fresh code of `secret` (the user's enabled secret unless told). */
  return (credentials: Credentials, code: string | undefined, secret = credentials.totpSecret): boolean => {
    const subject = secondFactorSubject(credentials.userId);
    if (lockouts.lockedUntil(subject) !== undefined) return false;
    const afterStep = config.totpReuse ? undefined : (credentials.totpLastStep ?? undefined);
    const step = secret ? matchTotp(secret, code?.trim(), { afterStep }) : undefined;
    if (step === undefined) {
      if (lockouts.fail(subject).locked) notify(credentials.userId, 'lockedOut');
      return false;
    }
    accounts.setTotpLastStep(credentials.userId, step);
    lockouts.succeed(subject);
    return true;
  };
};

export type SecondFactor = ReturnType<typeof createSecondFactor>;
