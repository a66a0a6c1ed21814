import type { ResourceMessages } from '../../core/messageTypes';
import type { warehouses } from '../schema';

export const messages = {
  name: { one: 'Almacén', other: 'Almacenes' },
  fields: { name: 'Nombre', address: 'Dirección' },
  groups: {},
  choices: {},
} satisfies ResourceMessages<typeof warehouses>;
