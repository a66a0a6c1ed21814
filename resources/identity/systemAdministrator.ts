import { OPERATOR_ENTITY } from '../core/abilities';
import { grants } from '../core/access';

/**
 * A system administrator (spec sections 4 and 6): an app administrator of the platform operator's
 * entity. It stays one in whichever entity its session is bound to, so the identity service says
 * so in every token it issues (the `SystemAdministrator` claim).
 */
export const isSystemAdministrator = (memberOf: readonly number[], operatorPermissions: readonly string[]): boolean =>
  memberOf.includes(OPERATOR_ENTITY) && grants(operatorPermissions, 'APP_WRITE_AND_READ');
