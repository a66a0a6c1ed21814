import type { ResourceMessages } from '../core/messageTypes';
import type { tags } from './schema';

export const messages = {
  es: {
    name: { one: 'Etiqueta', other: 'Etiquetas' },
    fields: { name: 'Nombre', description: 'Descripción' },
    groups: {},
    choices: {},
  },
  en: {
    name: { one: 'Tag', other: 'Tags' },
    fields: { name: 'Name', description: 'Description' },
    groups: {},
    choices: {},
  },
  pt: {
    name: { one: 'Etiqueta', other: 'Etiquetas' },
    fields: { name: 'Nome', description: 'Descrição' },
    groups: {},
    choices: {},
  },
} satisfies ResourceMessages<typeof tags>;
