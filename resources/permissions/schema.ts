import { text } from '../core/fields';
import { defineResource, type RecordOf } from '../core/resourceSchema';

/** The permission catalogue: names are fixed, descriptions can be edited. */
export const permissions = defineResource({
  name: 'permissions',
  route: 'permissions',
  service: 'identity',
  path: 'api/v1/Permission',
  // Role editors read the catalogue for their picker; the /permissions screens need PERMISOS.
  permissions: { read: ['PERMISOS', 'ROLES_READ'], write: 'PERMISOS', page: 'PERMISOS' },
  menu: { group: 'administration', order: 4 },
  scope: 'global',
  label: 'name',
  operations: { create: false, delete: false },
  defaultSort: { field: 'name', order: 'ASC' },
  fields: {
    name: text({ required: true, readOnly: true, list: true, filter: true, sort: true, search: true }),
    description: text({ required: true, max: 250, list: true, search: true }),
  },
});

export type Permission = RecordOf<typeof permissions>;
