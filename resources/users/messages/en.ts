import type { ResourceMessages } from '../../core/messageTypes';
import type { users } from '../schema';

export const messages = {
  name: { one: 'User', other: 'Users' },
  fields: {
    userName: 'User name',
    firstName: 'First name',
    lastName: 'Last name',
    email: 'E-mail',
    password: 'Password',
    roleId: 'Role',
    status: 'Status',
    twoFactorEnabled: 'Two-factor authentication (2FA)',
    cookieExpirationDays: 'Cookie validity (days)',
  },
  groups: {},
  choices: {
    status: { ACTIVE: 'Active', INACTIVE: 'Inactive', BLOCKED: 'Blocked' },
  },
  help: {
    password: 'At least 8 characters with an uppercase letter, a lowercase letter, a digit and a special character.',
    twoFactorEnabled: 'A 6-digit code from an authenticator app will be required at login.',
    cookieExpirationDays: 'Maximum 30 days.',
  },
} satisfies ResourceMessages<typeof users>;
