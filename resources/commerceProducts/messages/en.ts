import type { ResourceMessages } from '../../core/messageTypes';
import type { commerceProducts } from '../schema';

export const messages = {
  name: { one: 'Product', other: 'Products' },
  fields: { commerceId: 'Commerce', code: 'Code', name: 'Name', price: 'Price', active: 'Active' },
  groups: {},
  choices: {},
} satisfies ResourceMessages<typeof commerceProducts>;
