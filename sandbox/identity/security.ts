import type { SandboxContext } from '../context';
import { createAccounts } from './accounts';
import { createLockouts } from './lockouts';
import { createNotices } from './notices';
import { createSecondFactor } from './secondFactor';

/**
 * What identity's routes and the step-up check share: the accounts, the automatic lockouts, the
 * security notices by mail and the one check of a 2FA code. All of it lives in the database, so
 * two sets made from the same context agree.
 */
export const createIdentitySecurity = (context: Pick<SandboxContext, 'db' | 'store' | 'config'>) => {
  const accounts = createAccounts(context);
  const lockouts = createLockouts(context.db, context.config);
  const notify = createNotices(context.db, accounts);
  const secondFactor = createSecondFactor(context.config, accounts, lockouts, notify);
  /** Switches the user's 2FA off (by the user or an administrator) and tells the user. */
  const resetTwoFactor = (userId: number) => {
    const wasEnabled = accounts.byId(userId)?.totpEnabled;
    accounts.setTotp(userId, { secret: null, enabled: false, pending: null });
    if (wasEnabled) notify(userId, 'twoFactorReset');
  };
  return { accounts, lockouts, notify, secondFactor, resetTwoFactor };
};

export type IdentitySecurity = ReturnType<typeof createIdentitySecurity>;
