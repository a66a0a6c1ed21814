import type { ResourceMessages } from '../../core/messageTypes';
import type { warehouses } from '../schema';

export const messages = {
  name: { one: 'Warehouse', other: 'Warehouses' },
  fields: { name: 'Name', address: 'Address' },
  groups: {},
  choices: {},
} satisfies ResourceMessages<typeof warehouses>;
