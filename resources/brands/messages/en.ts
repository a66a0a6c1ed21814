import type { ResourceMessages } from '../../core/messageTypes';
import type { brands } from '../schema';

export const messages = {
  name: { one: 'Brand', other: 'Brands' },
  fields: { name: 'Name', logo: 'Logo (URL)' },
  groups: {},
  choices: {},
} satisfies ResourceMessages<typeof brands>;
