import type { ResourceMessages } from '../../core/messageTypes';
import type { economicSectors } from '../schema';

export const messages = {
  name: { one: 'Economic sector', other: 'Economic sectors' },
  fields: { sectorId: 'Sector code', name: 'Name' },
  groups: {},
  choices: {},
  help: { sectorId: 'Digits only, up to 10.' },
} satisfies ResourceMessages<typeof economicSectors>;
