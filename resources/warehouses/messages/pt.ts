import type { ResourceMessages } from '../../core/messageTypes';
import type { warehouses } from '../schema';

export const messages = {
  name: { one: 'Depósito', other: 'Depósitos' },
  fields: { name: 'Nome', address: 'Endereço' },
  groups: {},
  choices: {},
} satisfies ResourceMessages<typeof warehouses>;
