import type { ResourceMessages } from '../../core/messageTypes';
import type { appApiKeys } from '../schema';

export const messages = {
  name: { one: 'App API key', other: 'App API keys' },
  fields: {
    appId: 'App',
    prefix: 'Key',
    keyHash: 'Fingerprint',
    apiKeyIsActive: 'Active',
    expirationDate: 'Expiration date',
    createdAt: 'Created',
  },
  groups: {},
  choices: {},
} satisfies ResourceMessages<typeof appApiKeys>;
