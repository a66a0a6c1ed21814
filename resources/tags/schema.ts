import { text } from '../core/fields';
import { defineResource, type RecordOf } from '../core/resourceSchema';
import { tagsPermissions } from './permissions';

export const tags = defineResource({
  name: 'tags',
  route: 'Terminal/Tags',
  service: 'parameters',
  path: 'api/v1/Tag',
  // TAGS_READ reads tags wherever they show; the tag screens need the pair (spec section 2).
  permissionPairs: tagsPermissions,
  permissions: { ...tagsPermissions.tags, page: tagsPermissions.tags.write },
  menu: { group: 'terminals', order: 5 },
  label: 'name',
  defaultSort: { field: 'name', order: 'ASC' },
  fields: {
    name: text({ required: true, max: 50, list: true, filter: true, sort: true, search: true, unique: 'PM-0006' }),
    description: text({ max: 250, list: true }),
  },
});

export type Tag = RecordOf<typeof tags>;
