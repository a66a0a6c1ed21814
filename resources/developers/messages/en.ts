import type { ResourceMessages } from '../../core/messageTypes';
import type { developers } from '../schema';

export const messages = {
  name: { one: 'App developer', other: 'App developers' },
  fields: {
    name: 'Name',
    email: 'Email',
    website: 'Website',
    phone: 'Phone',
    active: 'Active',
  },
  groups: {},
  choices: {},
  help: { phone: 'Include the international prefix if needed, for example +34 912 345 678.' },
} satisfies ResourceMessages<typeof developers>;
