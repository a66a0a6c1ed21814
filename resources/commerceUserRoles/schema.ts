import { references, text } from '../core/fields';
import { defineResource, type RecordOf } from '../core/resourceSchema';
import { rolesPermissions } from '../roles/permissions';

/**
 * The roles a commerce-type user can hold (spec section 6: commerce users have their own role
 * settings), at /settings/user-commerce-roles; every signed-in user reads them, writing needs the
 * roles permission, as for the console's roles.
 */
export const commerceUserRoles = defineResource({
  name: 'commerceUserRoles',
  route: 'settings/user-commerce-roles',
  service: 'identity',
  path: 'api/v1/Role/commerce-user',
  permissions: { read: [], write: rolesPermissions.roles.write },
  label: 'name',
  defaultSort: { field: 'name', order: 'ASC' },
  fields: {
    name: text({ required: true, max: 60, list: true, filter: true, sort: true, search: true, unique: 'PM-0006' }),
    description: text({ required: true, max: 250, list: true, search: true }),
    permissionIds: references('permissions'),
  },
});

export type CommerceUserRole = RecordOf<typeof commerceUserRoles>;
