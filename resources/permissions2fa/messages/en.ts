import type { ResourceMessages } from '../../core/messageTypes';
import type { permissions2fa } from '../schema';

export const messages = {
  name: { one: 'Permission with 2FA', other: 'Permissions with 2FA' },
  fields: { permissionId: 'Permission', required: '2FA required', note: 'Note' },
  groups: {},
  choices: {},
  help: {
    required:
      'Every change using this permission asks for a 6-digit code from the authenticator app; without 2FA enabled it cannot be made.',
  },
} satisfies ResourceMessages<typeof permissions2fa>;
