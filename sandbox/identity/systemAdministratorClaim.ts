import { OPERATOR_ENTITY } from '../../resources/core/abilities';
import { isSystemAdministrator } from '../../resources/identity/systemAdministrator';
import type { createAccounts } from './accounts';

type Accounts = Pick<ReturnType<typeof createAccounts>, 'entitiesOf' | 'permissionNames'>;

/** The claim a token of a system administrator carries, whichever entity it is issued for. */
export const systemAdministratorClaim = (accounts: Accounts, userId: number): { SystemAdministrator?: true } =>
  isSystemAdministrator(accounts.entitiesOf(userId), accounts.permissionNames(userId, OPERATOR_ENTITY))
    ? { SystemAdministrator: true }
    : {};
