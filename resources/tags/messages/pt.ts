import type { ResourceMessages } from '../../core/messageTypes';
import type { tags } from '../schema';

export const messages = {
  name: { one: 'Etiqueta', other: 'Etiquetas' },
  fields: { name: 'Nome', description: 'Descrição' },
  groups: {},
  choices: {},
} satisfies ResourceMessages<typeof tags>;
