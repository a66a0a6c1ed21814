import { expect } from 'vitest';
import type { ContractCases } from '../core/rules/contractCase';
import { profiles } from './schema';

const RULE = 'a new profile has no parameters yet, so it starts inactive';

export const cases: ContractCases = () => [
  {
    rule: RULE,
    title: 'a new profile is inactive',
    as: 'admin',
    action: { create: profiles.name, data: { name: 'Perfil sin parámetros', description: 'Nuevo' } },
    expect: { status: 201, outcome: ({ record }) => expect(record?.status).toBe('INACTIVE') },
  },
];
