import { meetsPasswordRules } from '../../resources/identity/passwordRules';
import { refuse } from '../errors';
import type { Accounts } from './accounts';

/**
 * A new password for a user: IS-0003 when it breaks the rule, IS-0001 when the confirmation
 * differs, IS-0020 when it is one of the last three.
 */
export const checkNewPassword = (
  accounts: Accounts,
  userId: number,
  password: string | undefined,
  confirmation: string | undefined,
) => {
  if (!password || !meetsPasswordRules(password)) throw refuse(400, 'IS-0003', { Errors: { password: 'IS-0003' } });
  if (password !== confirmation) throw refuse(400, 'IS-0001', { Errors: { confirmation: 'IS-0001' } });
  if (accounts.usedBefore(userId, password)) throw refuse(400, 'IS-0020', { Errors: { password: 'IS-0020' } });
};
