import { references, text } from '../core/fields';
import { defineResource, type RecordOf } from '../core/resourceSchema';
import { rolesPermissions } from './permissions';

export const roles = defineResource({
  name: 'roles',
  route: 'rol',
  service: 'identity',
  path: 'api/v1/Role',
  permissionPairs: rolesPermissions,
  permissions: rolesPermissions.roles,
  menu: { group: 'administration', order: 3 },
  label: 'name',
  defaultSort: { field: 'name', order: 'ASC' },
  fields: {
    name: text({ required: true, max: 60, list: true, filter: true, sort: true, search: true, unique: 'PM-0006' }),
    description: text({ required: true, max: 250, list: true, search: true }),
    permissionIds: references('permissions'),
  },
});

export type Role = RecordOf<typeof roles>;
