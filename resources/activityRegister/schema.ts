import { dateTime, oneOf, text } from '../core/fields';
import { defineResource, type RecordOf } from '../core/resourceSchema';

export const registryActions = ['CREATE', 'UPDATE', 'DELETE', 'LOGIN', 'LOGOUT', 'EXPORT', 'INSTALL'] as const;

/** Who did what, when: the entity's audit trail, read-only. */
export const activityRegister = defineResource({
  name: 'activityRegister',
  route: 'ActivityRegister',
  service: 'reports',
  path: 'api/v1/action-registry/history',
  permissions: { read: 'ACTIVITY_REGISTRY', write: 'ACTIVITY_REGISTRY' },
  menu: { group: 'administration', order: 13 },
  label: 'objectType',
  operations: { create: false, edit: false, delete: false },
  defaultSort: { field: 'date', order: 'DESC' },
  fields: {
    date: dateTime({ required: true, list: true, filter: true, sort: true }),
    userName: text({ required: true, list: true, filter: true, sort: true, search: true }),
    action: oneOf(registryActions, { required: true, list: true, filter: true, sort: true }),
    objectType: text({ required: true, list: true, filter: true, sort: true }),
    objectId: text({ list: true, search: true }),
    detail: text({ multiline: true, list: true, search: true }),
  },
});

export type ActivityEntry = RecordOf<typeof activityRegister>;
