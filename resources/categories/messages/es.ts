import type { ResourceMessages } from '../../core/messageTypes';
import type { categories } from '../schema';

export const messages = {
  name: { one: 'Categoría', other: 'Categorías' },
  fields: { name: 'Nombre', description: 'Descripción' },
  groups: {},
  choices: {},
} satisfies ResourceMessages<typeof categories>;
