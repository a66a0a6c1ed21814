import type { ResourceMessages } from '../../core/messageTypes';
import type { categories } from '../schema';

export const messages = {
  name: { one: 'Category', other: 'Categories' },
  fields: { name: 'Name', description: 'Description' },
  groups: {},
  choices: {},
} satisfies ResourceMessages<typeof categories>;
