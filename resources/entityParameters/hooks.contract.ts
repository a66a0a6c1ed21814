import type { ContractCase, ContractCases } from '../core/rules/contractCase';
import { ENTITY_PARAMETERS_RULE } from './hooks';
import { entityParameters } from './schema';

const parameter = (name: string) => ({ create: entityParameters.name, data: { name, type: 'NUMBER', value: '10' } });

/** Entity 3 has CAN_CREATE_ENTITY_PARAMETERS off, entity 9 on (fixtures/entityConfig.ts). */
export const cases: ContractCases = (): ContractCase[] => [
  {
    rule: ENTITY_PARAMETERS_RULE,
    title: 'an entity with the flag off is refused with the missing configuration',
    as: 'admin',
    entityId: 3,
    action: parameter('MAX_TIP'),
    expect: { status: 403, code: 'GM-0012' },
  },
  {
    rule: ENTITY_PARAMETERS_RULE,
    title: 'an entity with the flag on creates one',
    as: 'admin',
    entityId: 9,
    action: parameter('MAX_TIP'),
    expect: { status: 201 },
  },
];
