import type { ResourceMessages } from '../../core/messageTypes';
import type { groups } from '../schema';

export const messages = {
  name: { one: 'Group', other: 'Groups' },
  fields: {
    name: 'Name',
    commerceId: 'Commerce',
    hostIp: 'Host IP',
    hostPort: 'Host port',
    description: 'Description',
    parameters: { key: 'Parameter name', value: 'Value' },
  },
  groups: { parameters: 'Parameters' },
  choices: {},
  help: {
    hostIp: 'Must be unique: each group needs a different IP.',
    hostPort: 'A number between 1 and 65535.',
  },
} satisfies ResourceMessages<typeof groups>;
