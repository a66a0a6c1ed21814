import type { ResourceMessages } from '../../core/messageTypes';
import type { permissions } from '../schema';

export const messages = {
  name: { one: 'Permission', other: 'Permissions' },
  fields: { name: 'Name', description: 'Description' },
  groups: {},
  choices: {},
} satisfies ResourceMessages<typeof permissions>;
