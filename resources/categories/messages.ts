import type { ResourceMessages } from '../core/messageTypes';
import type { categories } from './schema';

export const messages = {
  es: {
    name: { one: 'Categoría', other: 'Categorías' },
    fields: { name: 'Nombre', description: 'Descripción' },
    groups: {},
    choices: {},
  },
  en: {
    name: { one: 'Category', other: 'Categories' },
    fields: { name: 'Name', description: 'Description' },
    groups: {},
    choices: {},
  },
  pt: {
    name: { one: 'Categoria', other: 'Categorias' },
    fields: { name: 'Nome', description: 'Descrição' },
    groups: {},
    choices: {},
  },
} satisfies ResourceMessages<typeof categories>;
