import type { ResourceMessages } from '../../core/messageTypes';
import type { categories } from '../schema';

export const messages = {
  name: { one: 'Categoria', other: 'Categorias' },
  fields: { name: 'Nome', description: 'Descrição' },
  groups: {},
  choices: {},
} satisfies ResourceMessages<typeof categories>;
