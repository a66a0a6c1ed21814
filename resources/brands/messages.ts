import type { ResourceMessages } from '../core/messageTypes';
import type { brands } from './schema';

export const messages = {
  es: {
    name: { one: 'Marca', other: 'Marcas' },
    fields: { name: 'Nombre', logo: 'Logotipo (URL)' },
    groups: {},
    choices: {},
  },
  en: {
    name: { one: 'Brand', other: 'Brands' },
    fields: { name: 'Name', logo: 'Logo (URL)' },
    groups: {},
    choices: {},
  },
  pt: {
    name: { one: 'Marca', other: 'Marcas' },
    fields: { name: 'Nome', logo: 'Logotipo (URL)' },
    groups: {},
    choices: {},
  },
} satisfies ResourceMessages<typeof brands>;
