import type { ResourceMessages } from '../../core/messageTypes';
import type { apiKeys } from '../schema';

export const messages = {
  name: { one: 'API key', other: 'API keys' },
  fields: {
    name: 'Name',
    partnerId: 'Partner',
    prefix: 'Key',
    keyHash: 'Fingerprint',
    expiresAt: 'Expires on',
    commerceIds: 'Commerces',
    createdAt: 'Created',
    revokedAt: 'Revoked',
    lastUsedAt: 'Last used',
    callCount: 'Calls',
  },
  groups: {},
  choices: {},
} satisfies ResourceMessages<typeof apiKeys>;
