import { dateTime, number, oneOf, text } from '../core/fields';
import { defineResource, type RecordOf } from '../core/resourceSchema';

export const registryActions = [
  'CREATE',
  'UPDATE',
  'DELETE',
  'HARD_DELETE',
  'LOGIN',
  'LOGIN_FAILED',
  'LOCKOUT',
  'UNLOCK',
  'LOGOUT',
  'TWO_FACTOR_ENROL',
  'TWO_FACTOR_RESET',
  'ROLE_CHANGE',
  'PERMISSION_CHANGE',
  'APPROVE',
  'REJECT',
  'EXPORT',
  'INSTALL',
] as const;

export const registryOutcomes = ['SUCCESS', 'REFUSED'] as const;

/**
 * Who did what, when, and with which outcome: the entity's audit trail, read-only. The services
 * append it (every write and the security events) and chain each entry to the one before
 * (`sequence`, `previousHash`, `hash`; see chain.ts).
 */
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
    sequence: number({ integer: true, sort: true }),
    date: dateTime({ required: true, list: true, filter: true, sort: true }),
    userId: number({ integer: true }),
    userName: text({ required: true, list: true, filter: true, sort: true, search: true }),
    action: oneOf(registryActions, { required: true, list: true, filter: true, sort: true }),
    objectType: text({ required: true, list: true, filter: true, sort: true }),
    objectId: text({ list: true, search: true }),
    outcome: oneOf(registryOutcomes, { list: true, filter: true }),
    detail: text({ multiline: true, list: true, search: true }),
    changes: text({ multiline: true }),
    previousHash: text(),
    hash: text(),
  },
});

export type ActivityEntry = RecordOf<typeof activityRegister>;
