import { expect } from 'vitest';
import type { ContractCase, ContractCases } from '../core/rules/contractCase';
import { PLACE_ID_RULE } from './hooks';
import { multimedia } from './schema';

const item = (placeId: string) => ({
  create: multimedia.name,
  data: { placeId, fileName: 'banner.png', location: 'HOME' },
});

export const cases: ContractCases = (world): ContractCase[] => {
  const seeded = world[multimedia.name].find((row) => row.entityId === 9);
  if (!seeded) throw new Error('entity 9 has no multimedia');
  const placeId = String(seeded.placeId);
  return [
    {
      rule: PLACE_ID_RULE,
      title: 'a place id another item holds in another case is refused at the place',
      as: 'admin',
      action: item(` ${placeId.toLowerCase()} `),
      expect: { status: 400, code: 'PM-0006', errors: { placeId: 'PM-0006' } },
    },
    {
      rule: PLACE_ID_RULE,
      title: 'a new place id is stored trimmed',
      as: 'admin',
      action: item(' Promo-Verano '),
      expect: { status: 201, outcome: ({ record }) => expect(record?.placeId).toBe('Promo-Verano') },
    },
    {
      rule: PLACE_ID_RULE,
      title: 'an edit keeping its own place id is taken',
      as: 'admin',
      action: { update: multimedia.name, id: seeded.id, data: { placeId: placeId.toLowerCase() } },
      expect: { status: 200 },
    },
  ];
};
