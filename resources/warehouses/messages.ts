import type { ResourceMessages } from '../core/messageTypes';
import type { warehouses } from './schema';

export const messages = {
  es: {
    name: { one: 'Almacén', other: 'Almacenes' },
    fields: { name: 'Nombre', address: 'Dirección' },
    groups: {},
    choices: {},
  },
  en: {
    name: { one: 'Warehouse', other: 'Warehouses' },
    fields: { name: 'Name', address: 'Address' },
    groups: {},
    choices: {},
  },
  pt: {
    name: { one: 'Depósito', other: 'Depósitos' },
    fields: { name: 'Nome', address: 'Endereço' },
    groups: {},
    choices: {},
  },
} satisfies ResourceMessages<typeof warehouses>;
