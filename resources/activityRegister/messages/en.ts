import type { ResourceMessages } from '../../core/messageTypes';
import type { activityRegister } from '../schema';

export const messages = {
  name: { one: 'Activity record', other: 'Activity records' },
  fields: {
    sequence: 'Sequence no.',
    date: 'Date',
    userId: 'User ID',
    userName: 'User',
    action: 'Action',
    objectType: 'Object type',
    objectId: 'Object ID',
    outcome: 'Outcome',
    detail: 'Detail',
    changes: 'Changes (before and after)',
    previousHash: 'Previous hash',
    hash: 'Hash',
  },
  groups: {},
  choices: {
    action: {
      CREATE: 'Create',
      UPDATE: 'Update',
      DELETE: 'Delete',
      HARD_DELETE: 'Permanent delete',
      LOGIN: 'Log in',
      LOGIN_FAILED: 'Failed log in',
      LOCKOUT: 'User locked out',
      UNLOCK: 'User unlocked',
      LOGOUT: 'Log out',
      TWO_FACTOR_ENROL: 'Two-factor enrolment',
      TWO_FACTOR_RESET: 'Two-factor reset',
      ROLE_CHANGE: 'Role change',
      PERMISSION_CHANGE: 'Permission change',
      APPROVE: 'Approval',
      REJECT: 'Rejection',
      EXPORT: 'Export',
      INSTALL: 'Install',
    },
    outcome: { SUCCESS: 'Done', REFUSED: 'Refused' },
  },
} satisfies ResourceMessages<typeof activityRegister>;
