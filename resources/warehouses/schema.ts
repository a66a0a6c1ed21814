import { text } from '../core/fields';
import { defineResource, type RecordOf } from '../core/resourceSchema';
import { warehousesPermissions } from './permissions';

/** Where terminals that belong to no commerce are kept (GM-0017 points users here). */
export const warehouses = defineResource({
  name: 'warehouses',
  route: 'Warehouses',
  service: 'terminal',
  path: 'api/v1/Warehouse',
  permissionPairs: warehousesPermissions,
  permissions: warehousesPermissions.warehouses,
  menu: { group: 'administration', order: 10 },
  label: 'name',
  defaultSort: { field: 'name', order: 'ASC' },
  fields: {
    name: text({ required: true, max: 100, list: true, filter: true, sort: true, search: true, unique: 'PM-0006' }),
    address: text({ max: 200, list: true }),
  },
});

export type Warehouse = RecordOf<typeof warehouses>;
