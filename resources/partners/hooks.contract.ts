import { expect } from 'vitest';
import { apiKeys } from '../apiKeys/schema';
import { commerces } from '../commerces/schema';
import type { ContractAction, ContractCase, ContractCases } from '../core/rules/contractCase';
import { terminalSoftware } from '../terminalSoftware/schema';
import { terminals } from '../terminals/schema';
import { PARTNER_SCOPE_RULES } from './hooks';
import { partners } from './schema';

/** The `partner` persona is a user of entity 9's first partner (ARCHITECTURE.md section 5). */
const PARTNER_ID = 1;

const idsOf = (records: readonly Record<string, unknown>[] | undefined) => (records ?? []).map(({ id }) => Number(id));

/**
 * Each case first sets the partner's assigned commerces as an administrator, so that the cases
 * hold in any order.
 */
export const cases: ContractCases = (world): ContractCase[] => {
  const partner = world[partners.name].find((row) => row.id === PARTNER_ID && row.entityId === 9);
  const ownTerminals = world[terminals.name].filter((row) => row.entityId === 9);
  const [assigned, other] = [...new Set(ownTerminals.map((row) => Number(row.commerceId)))];
  if (!partner || other === undefined) throw new Error('entity 9 has no partner or too few commerces with terminals');
  const everyCommerce = world[commerces.name].filter((row) => row.entityId === 9).length;
  const terminalOf = (commerceId: number) => ownTerminals.find((row) => Number(row.commerceId) === commerceId);
  const terminalIdsOf = (commerceId: number) =>
    ownTerminals.filter((row) => Number(row.commerceId) === commerceId).map(({ id }) => Number(id));
  const softwareOf = (commerceId: number) =>
    world[terminalSoftware.name].find(
      (row) => row.entityId === 9 && terminalIdsOf(commerceId).includes(Number(row.terminalId)),
    );
  const assign = (commerceIds: number[]): ContractAction => ({
    as: 'admin',
    update: partners.name,
    id: PARTNER_ID,
    data: { ...partner, commerceIds },
  });
  const otherSoftware = softwareOf(other);
  if (!otherSoftware || !softwareOf(assigned))
    throw new Error('entity 9 has too few terminals with installed software');
  return [
    {
      rule: PARTNER_SCOPE_RULES.commerces,
      title: 'a partner with one assigned commerce lists only that one',
      as: 'partner',
      setUp: [assign([assigned])],
      action: { list: commerces.name },
      expect: { status: 200, outcome: ({ records }) => expect(idsOf(records)).toEqual([assigned]) },
    },
    {
      rule: PARTNER_SCOPE_RULES.commerces,
      title: 'another commerce of the entity is not found for it',
      as: 'partner',
      setUp: [assign([assigned])],
      action: { get: commerces.name, id: other },
      expect: { status: 404 },
    },
    {
      rule: PARTNER_SCOPE_RULES.commerces,
      title: 'a partner with no commerce assigned sees every commerce of the entity',
      as: 'partner',
      setUp: [assign([])],
      action: { list: commerces.name },
      expect: { status: 200, outcome: ({ records }) => expect(records).toHaveLength(everyCommerce) },
    },
    {
      rule: PARTNER_SCOPE_RULES.commerces,
      title: 'an operator’s user is not narrowed by a partner’s assignment',
      as: 'admin',
      setUp: [assign([assigned])],
      action: { list: commerces.name },
      expect: { status: 200, outcome: ({ records }) => expect(records).toHaveLength(everyCommerce) },
    },
    {
      rule: PARTNER_SCOPE_RULES.ofACommerce,
      title: 'a partner lists only the terminals of its assigned commerce',
      as: 'partner',
      setUp: [assign([assigned])],
      action: { list: terminals.name },
      expect: {
        status: 200,
        outcome: ({ records }) =>
          expect(idsOf(records).sort()).toEqual(
            idsOf(ownTerminals.filter((row) => row.commerceId === assigned)).sort(),
          ),
      },
    },
    {
      rule: PARTNER_SCOPE_RULES.ofACommerce,
      title: 'a terminal of another commerce is not found for it, nor listed when asked for',
      as: 'partner',
      setUp: [assign([assigned])],
      action: { get: terminals.name, id: Number(terminalOf(other)?.id) },
      expect: { status: 404 },
    },
    {
      rule: PARTNER_SCOPE_RULES.ofACommerce,
      title: 'a filter on another commerce lists nothing',
      as: 'partner',
      setUp: [assign([assigned])],
      action: { list: terminals.name, filter: { commerceId: other } },
      expect: { status: 200, outcome: ({ records }) => expect(records).toEqual([]) },
    },
    {
      rule: PARTNER_SCOPE_RULES.partners,
      title: 'a partner user lists only its own partner, with its assigned commerces',
      as: 'partner',
      setUp: [assign([assigned])],
      action: { list: partners.name },
      expect: {
        status: 200,
        outcome: ({ records }) =>
          expect(records?.map(({ id, commerceIds }) => ({ id, commerceIds }))).toEqual([
            { id: PARTNER_ID, commerceIds: [assigned] },
          ]),
      },
    },
    {
      rule: PARTNER_SCOPE_RULES.partners,
      title: 'another partner is not found for it',
      as: 'partner',
      action: {
        get: partners.name,
        id: Number(world[partners.name].find((row) => row.entityId === 9 && row.id !== PARTNER_ID)?.id),
      },
      expect: { status: 404 },
    },
    {
      rule: PARTNER_SCOPE_RULES.partners,
      title: 'an operator’s user lists every partner of the entity',
      as: 'admin',
      action: { list: partners.name },
      expect: {
        status: 200,
        outcome: ({ records }) =>
          expect(records).toHaveLength(world[partners.name].filter((row) => row.entityId === 9).length),
      },
    },
    {
      rule: PARTNER_SCOPE_RULES.ofATerminal,
      title: 'a partner lists only the installed software of its assigned commerce’s terminals',
      as: 'partner',
      setUp: [assign([assigned])],
      action: { list: terminalSoftware.name },
      expect: {
        status: 200,
        outcome: ({ records }) =>
          expect([
            ...new Set((records ?? []).map((record) => terminalIdsOf(assigned).includes(Number(record.terminalId)))),
          ]).toEqual([true]),
      },
    },
    {
      rule: PARTNER_SCOPE_RULES.ofATerminal,
      title: 'another commerce’s terminal’s installed software is not found for it',
      as: 'partner',
      setUp: [assign([assigned])],
      action: { get: terminalSoftware.name, id: Number(otherSoftware.id) },
      expect: { status: 404 },
    },
    {
      rule: PARTNER_SCOPE_RULES.apiKeys,
      title: 'a partner lists only its own partner’s API keys',
      as: 'partner',
      action: { list: apiKeys.name },
      expect: {
        status: 200,
        outcome: ({ records }) =>
          expect(idsOf(records).sort()).toEqual(
            idsOf(world[apiKeys.name].filter((key) => key.entityId === 9 && key.partnerId === PARTNER_ID)).sort(),
          ),
      },
    },
    {
      rule: PARTNER_SCOPE_RULES.apiKeys,
      title: 'another partner’s key is not found for it',
      as: 'partner',
      action: {
        get: apiKeys.name,
        id: Number(world[apiKeys.name].find((key) => key.entityId === 9 && key.partnerId !== PARTNER_ID)?.id),
      },
      expect: { status: 404 },
    },
  ];
};
