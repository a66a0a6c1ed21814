import { expect } from 'vitest';
import { commerces } from '../commerces/schema';
import type { ContractAction, ContractCase, ContractCases } from '../core/rules/contractCase';
import { partners } from '../partners/schema';
import { API_KEY_RULES } from './hooks';

/** The `partner` persona is a user of entity 9's first partner; partner 2 is another of entity 9. */
const OWN_PARTNER = 1;
const OTHER_PARTNER = 2;
const LATER = '2999-01-01';

/** Each case sets partner 1's assigned commerces first, so that the cases hold in any order. */
export const cases: ContractCases = (world): ContractCase[] => {
  const partner = world[partners.name].find((row) => row.id === OWN_PARTNER && row.entityId === 9);
  const [assigned, other] = world[commerces.name].filter((row) => row.entityId === 9).map(({ id }) => id);
  const foreign = world[commerces.name].find((row) => row.entityId !== 9)?.id;
  if (!partner || other === undefined || foreign === undefined)
    throw new Error('the world lacks partners or commerces');
  const assign = (commerceIds: number[]): ContractAction => ({
    as: 'admin',
    update: partners.name,
    id: OWN_PARTNER,
    data: { ...partner, commerceIds },
  });
  const generate = (data: Record<string, unknown>): ContractAction => ({
    generateApiKey: { name: 'Contract key', expiresAt: LATER, commerceIds: [], ...data },
  });
  return [
    {
      rule: API_KEY_RULES.partner,
      title: 'a partner’s user generates a key for its own partner, whatever it names',
      as: 'partner',
      setUp: [assign([])],
      action: generate({ partnerId: OTHER_PARTNER }),
      expect: { status: 201, outcome: ({ record }) => expect(record?.partnerId).toBe(OWN_PARTNER) },
    },
    {
      rule: API_KEY_RULES.partner,
      title: 'an operator naming no partner of the entity is refused at the partner',
      as: 'admin',
      action: generate({ partnerId: 99_999 }),
      expect: { status: 400, code: 'CE-0001', errors: { partnerId: 'CE-0001' } },
    },
    {
      rule: API_KEY_RULES.expiry,
      title: 'a key that expired already is refused at the expiry',
      as: 'admin',
      action: generate({ partnerId: OWN_PARTNER, expiresAt: '2000-01-01' }),
      expect: { status: 400, code: 'CE-0001', errors: { expiresAt: 'CE-0001' } },
    },
    {
      rule: API_KEY_RULES.commerces,
      title: 'a commerce outside the partner’s assigned ones is refused at the scope',
      as: 'partner',
      setUp: [assign([assigned])],
      action: generate({ commerceIds: [other] }),
      expect: { status: 400, code: 'GM-0008', errors: { commerceIds: 'GM-0008' } },
    },
    {
      rule: API_KEY_RULES.commerces,
      title: 'a commerce of another entity is refused at the scope',
      as: 'admin',
      setUp: [assign([])],
      action: generate({ partnerId: OWN_PARTNER, commerceIds: [foreign] }),
      expect: { status: 400, code: 'GM-0008', errors: { commerceIds: 'GM-0008' } },
    },
    {
      rule: API_KEY_RULES.commerces,
      title: 'an assigned commerce is reached',
      as: 'partner',
      setUp: [assign([assigned])],
      action: generate({ commerceIds: [assigned] }),
      expect: { status: 201, outcome: ({ record }) => expect(record?.commerceIds).toEqual([assigned]) },
    },
  ];
};
