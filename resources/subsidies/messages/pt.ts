import type { ResourceMessages } from '../../core/messageTypes';
import type { subsidies } from '../schema';

export const messages = {
  name: { one: 'Subsídio', other: 'Subsídios' },
  fields: { name: 'Nome', index: 'Índice', label: 'Rótulo' },
  groups: {},
  choices: {},
  help: { index: 'Número inteiro a partir de 0; não pode se repetir.' },
} satisfies ResourceMessages<typeof subsidies>;
