import { number, text } from '../core/fields';
import { defineResource, type RecordOf } from '../core/resourceSchema';
import { subsidiesPermissions } from './permissions';

export const subsidies = defineResource({
  name: 'subsidies',
  route: 'Subsidies',
  service: 'parameters',
  path: 'api/v1/Subsidies',
  permissionPairs: subsidiesPermissions,
  permissions: subsidiesPermissions.subsidies,
  menu: { group: 'administration', order: 8 },
  label: 'name',
  defaultSort: { field: 'index', order: 'ASC' },
  fields: {
    name: text({ required: true, max: 100, list: true, filter: true, sort: true, search: true }),
    index: number({ required: true, integer: true, min: 0, list: true, sort: true, unique: 'PM-0006' }),
    label: text({ required: true, max: 60, list: true, search: true }),
  },
});

export type Subsidy = RecordOf<typeof subsidies>;
