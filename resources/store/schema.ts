import { boolean, number, oneOf, reference } from '../core/fields';
import { defineResource, type RecordOf } from '../core/resourceSchema';
import { storePermissions } from './permissions';

/** The store's shelves: top apps, apps of a category, and 'just for you'. */
export const storeSections = ['TOP', 'CATEGORY', 'JUST_FOR_YOU'] as const;

export const store = defineResource({
  name: 'store',
  route: 'store',
  service: 'app',
  path: 'api/v1/store',
  permissionPairs: storePermissions,
  permissions: storePermissions.store,
  menu: { group: 'market', order: 11 },
  label: 'section',
  defaultSort: { field: 'position', order: 'ASC' },
  fields: {
    section: oneOf(storeSections, { required: true, list: true, filter: true, sort: true }),
    appId: reference('apps', { required: true, list: true, filter: true }),
    categoryId: reference('categories', { list: true, filter: true }),
    position: number({ required: true, integer: true, min: 1, list: true, sort: true }),
    active: boolean({ default: true, list: true, filter: true }),
  },
});

export type StoreEntry = RecordOf<typeof store>;
