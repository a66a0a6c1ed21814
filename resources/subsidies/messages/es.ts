import type { ResourceMessages } from '../../core/messageTypes';
import type { subsidies } from '../schema';

export const messages = {
  name: { one: 'Subsidio', other: 'Subsidios' },
  fields: { name: 'Nombre', index: 'Índice', label: 'Etiqueta' },
  groups: {},
  choices: {},
  help: { index: 'Número entero desde 0; no puede repetirse.' },
} satisfies ResourceMessages<typeof subsidies>;
