import { image, text } from '../core/fields';
import { defineResource, type RecordOf } from '../core/resourceSchema';
import { brandsPermissions } from './permissions';

export const brands = defineResource({
  name: 'brands',
  route: 'brand',
  service: 'terminal',
  path: 'api/v1/TerminalBrand',
  permissionPairs: brandsPermissions,
  permissions: brandsPermissions.brands,
  menu: { group: 'administration', order: 6 },
  scope: 'global',
  label: 'name',
  defaultSort: { field: 'name', order: 'ASC' },
  fields: {
    name: text({ required: true, max: 50, list: true, filter: true, sort: true, search: true, unique: 'PM-0006' }),
    logo: image({ list: true }),
  },
});

export type Brand = RecordOf<typeof brands>;
