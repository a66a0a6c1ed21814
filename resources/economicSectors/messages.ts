import type { ResourceMessages } from '../core/messageTypes';
import type { economicSectors } from './schema';

export const messages = {
  es: {
    name: { one: 'Sector económico', other: 'Sectores económicos' },
    fields: { sectorId: 'Código del sector', name: 'Nombre' },
    groups: {},
    choices: {},
    help: { sectorId: 'Solo números, hasta 10 dígitos.' },
  },
  en: {
    name: { one: 'Economic sector', other: 'Economic sectors' },
    fields: { sectorId: 'Sector code', name: 'Name' },
    groups: {},
    choices: {},
    help: { sectorId: 'Digits only, up to 10.' },
  },
  pt: {
    name: { one: 'Setor econômico', other: 'Setores econômicos' },
    fields: { sectorId: 'Código do setor', name: 'Nome' },
    groups: {},
    choices: {},
    help: { sectorId: 'Somente números, até 10 dígitos.' },
  },
} satisfies ResourceMessages<typeof economicSectors>;
