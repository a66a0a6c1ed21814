import type { ResourceMessages } from '../core/messageTypes';
import type { subsidies } from './schema';

export const messages = {
  es: {
    name: { one: 'Subsidio', other: 'Subsidios' },
    fields: { name: 'Nombre', index: 'Índice', label: 'Etiqueta' },
    groups: {},
    choices: {},
    help: { index: 'Número entero desde 0; no puede repetirse.' },
  },
  en: {
    name: { one: 'Subsidy', other: 'Subsidies' },
    fields: { name: 'Name', index: 'Index', label: 'Label' },
    groups: {},
    choices: {},
    help: { index: 'Whole number from 0; it cannot repeat.' },
  },
  pt: {
    name: { one: 'Subsídio', other: 'Subsídios' },
    fields: { name: 'Nome', index: 'Índice', label: 'Rótulo' },
    groups: {},
    choices: {},
    help: { index: 'Número inteiro a partir de 0; não pode se repetir.' },
  },
} satisfies ResourceMessages<typeof subsidies>;
