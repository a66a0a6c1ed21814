import type { ResourceMessages } from '../../core/messageTypes';
import type { profiles } from '../schema';

export const messages = {
  name: { one: 'Profile', other: 'Profiles' },
  fields: { name: 'Name', description: 'Description', status: 'Status' },
  groups: {},
  choices: {
    status: { ACTIVE: 'Active', INACTIVE: 'Inactive' },
  },
} satisfies ResourceMessages<typeof profiles>;
