import { boolean, reference, text } from '../core/fields';
import { defineResource, type RecordOf } from '../core/resourceSchema';

/**
 * The per-permission 2FA list (spec section 6: '2FA permissions can be configured per
 * permission'), at /settings/permissions2fa: a listed permission asks its holders for a 2FA code
 * while `required` is on. Every signed-in user reads the list; editing it needs PERMISOS, the
 * permission catalogue's own permission.
 */
export const permissions2fa = defineResource({
  name: 'permissions2fa',
  route: 'settings/permissions2fa',
  service: 'identity',
  path: 'api/v1/WhiteList2Fa',
  permissions: { read: [], write: 'PERMISOS' },
  label: 'permissionId',
  defaultSort: { field: 'id', order: 'ASC' },
  fields: {
    permissionId: reference('permissions', { required: true, list: true, filter: true, unique: 'PM-0006' }),
    required: boolean({ default: true, list: true, filter: true }),
    note: text({ max: 250, list: true }),
  },
});

export type Permission2fa = RecordOf<typeof permissions2fa>;
