import { text } from '../core/fields';
import { defineResource, type RecordOf } from '../core/resourceSchema';
import { categoriesPermissions } from './permissions';

export const categories = defineResource({
  name: 'categories',
  route: 'Categories',
  service: 'app',
  path: 'api/v1/Category',
  permissionPairs: categoriesPermissions,
  permissions: categoriesPermissions.category,
  menu: { group: 'market', order: 8 },
  scope: 'global',
  label: 'name',
  defaultSort: { field: 'name', order: 'ASC' },
  fields: {
    name: text({ required: true, max: 60, list: true, filter: true, sort: true, search: true, unique: 'PM-0006' }),
    description: text({ max: 300, multiline: true, list: true }),
  },
});

export type Category = RecordOf<typeof categories>;
