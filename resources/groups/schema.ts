import { groups as itemsOf, number, reference, text } from '../core/fields';
import { defineResource, type RecordOf } from '../core/resourceSchema';

/** A commerce's group: its host (the IP, required and never repeated: spec section 5) and parameters. */
export const groups = defineResource({
  name: 'groups',
  route: 'group',
  service: 'parameters',
  path: 'api/v1/CommerceGroup',
  permissions: { read: 'GROUP_PARAMETERS', write: 'GROUP_PARAMETERS' },
  menu: { group: 'commerce', order: 2 },
  label: 'name',
  defaultSort: { field: 'name', order: 'ASC' },
  fields: {
    name: text({ required: true, max: 100, list: true, filter: true, sort: true, search: true, unique: 'CM-0009' }),
    commerceId: reference('commerces', { required: true, list: true, filter: true }),
    hostIp: text({ required: true, format: 'ip', list: true, unique: 'PM-0006' }),
    hostPort: number({ integer: true, min: 1, max: 65535, list: true }),
    description: text({ max: 300, multiline: true }),
    /** The group's parameters, each name once (PM-0006); names allow letters, digits and underscore (PM-0004). */
    parameters: itemsOf(
      {
        key: text({ required: true, max: 60, pattern: { regex: '^[A-Za-z0-9_]+$', code: 'PM-0004' } }),
        value: text({ max: 200 }),
      },
      { max: 200, distinct: { field: 'key', code: 'PM-0006' } },
    ),
  },
});

export type Group = RecordOf<typeof groups>;
