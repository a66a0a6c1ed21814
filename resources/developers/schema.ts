import { boolean, text } from '../core/fields';
import { defineResource, type RecordOf } from '../core/resourceSchema';
import { developersPermissions } from './permissions';

export const developers = defineResource({
  name: 'developers',
  route: 'applicationDeveloper',
  service: 'app',
  path: 'api/v1/ApplicationDeveloper',
  permissionPairs: developersPermissions,
  permissions: developersPermissions.applicationDeveloper,
  menu: { group: 'market', order: 10 },
  scope: 'global',
  label: 'name',
  defaultSort: { field: 'name', order: 'ASC' },
  fields: {
    name: text({ required: true, max: 100, list: true, filter: true, sort: true, search: true, unique: 'PM-0006' }),
    email: text({ required: true, max: 100, format: 'email', list: true, search: true, unique: 'IS-0007' }),
    website: text({ max: 200, format: 'url', list: true }),
    phone: text({ max: 20, pattern: { regex: '^\\+?[0-9 ()-]{7,20}$', code: 'validation.format.phone' } }),
    active: boolean({ default: true, list: true, filter: true }),
  },
});

export type Developer = RecordOf<typeof developers>;
