import type { ContractCases } from '../core/rules/contractCase';
import { bins } from './schema';

const RULE = 'a BIN range overlaps no range of another BIN of the entity (PM-0019)';

/** A BIN of entity 9 with a range, to overlap and to stay clear of. */
export const cases: ContractCases = (world) => {
  const taken = world[bins.name].find((bin) => bin.entityId === 9 && Array.isArray(bin.ranges) && bin.ranges.length);
  if (!taken) throw new Error('the world has no BIN with ranges in entity 9');
  const [range] = taken.ranges as { from: number; to: number }[];
  const binOf = (name: string, from: number, to: number) => ({
    name,
    cardTypeId: taken.cardTypeId,
    maxInstallments: 12,
    ranges: [{ from, to }],
  });
  return [
    {
      rule: RULE,
      title: 'a new BIN over another BIN’s range is refused at the range',
      as: 'admin',
      action: { create: bins.name, data: binOf('Overlapping', range.from, range.from) },
      expect: { status: 400, code: 'PM-0019', errors: { 'ranges.0.from': 'reference.bins.rangeTaken' } },
    },
    {
      rule: RULE,
      title: 'a new BIN clear of every other range is created',
      as: 'admin',
      action: { create: bins.name, data: binOf('Clear', 999_999_000, 999_999_001) },
      expect: { status: 201 },
    },
    {
      rule: RULE,
      title: 'an edit that keeps a BIN’s own ranges is not refused by them',
      as: 'admin',
      action: { update: bins.name, id: taken.id, data: { name: 'Renamed' } },
      expect: { status: 200 },
    },
  ];
};
