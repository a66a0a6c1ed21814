import type { ResourceMessages } from '../../core/messageTypes';
import type { economicSectors } from '../schema';

export const messages = {
  name: { one: 'Sector económico', other: 'Sectores económicos' },
  fields: { sectorId: 'Código del sector', name: 'Nombre' },
  groups: {},
  choices: {},
  help: { sectorId: 'Solo números, hasta 10 dígitos.' },
} satisfies ResourceMessages<typeof economicSectors>;
