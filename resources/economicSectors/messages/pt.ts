import type { ResourceMessages } from '../../core/messageTypes';
import type { economicSectors } from '../schema';

export const messages = {
  name: { one: 'Setor econômico', other: 'Setores econômicos' },
  fields: { sectorId: 'Código do setor', name: 'Nome' },
  groups: {},
  choices: {},
  help: { sectorId: 'Somente números, até 10 dígitos.' },
} satisfies ResourceMessages<typeof economicSectors>;
