import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContractAction } from '../resources/core/rules/contractCase';
import { contractWorld, fakerestBackEnd, sandboxBackEnd, type ContractBackEnd } from './backEnds';

/**
 * The resource gate (resources/core/resourceAccess.ts) on both back ends: a generic call the
 * persona's permissions or entity do not allow is refused alike, whatever the screens show.
 */
const world = contractWorld();
const [tag] = world.tags;
const [brand] = world.brands;

interface AccessCase {
  title: string;
  as: string;
  entityId?: number;
  action: ContractAction;
  status: number;
  code?: string;
}

const cases: readonly AccessCase[] = [
  { title: 'a read-only user lists tags', as: 'readonly', action: { list: 'tags' }, status: 200 },
  {
    title: 'a read-only user may not create a tag',
    as: 'readonly',
    action: { create: 'tags', data: { name: 'Gate probe', description: 'refused' } },
    status: 403,
    code: 'GM-0001',
  },
  {
    title: 'a read-only user may not edit a tag',
    as: 'readonly',
    action: { update: 'tags', id: Number(tag.id), data: { description: 'refused' } },
    status: 403,
    code: 'GM-0001',
  },
  {
    title: 'a read-only user may not delete a tag',
    as: 'readonly',
    action: { delete: 'tags', id: Number(tag.id) },
    status: 403,
    code: 'GM-0001',
  },
  {
    title: 'a user with no permissions may not list tags',
    as: 'noperm',
    action: { list: 'tags' },
    status: 403,
    code: 'GM-0001',
  },
  {
    title: 'an administrator may not change shared data from another entity than the operator’s',
    as: 'twofa',
    entityId: 2,
    action: { update: 'brands', id: Number(brand.id), data: { name: 'Refused' } },
    status: 403,
    code: 'GM-0002',
  },
  {
    title: 'an entity whose menu flag for a resource is off may not list it',
    as: 'admin',
    entityId: 3,
    action: { list: 'entityParameters' },
    status: 403,
    code: 'GM-0012',
  },
];

describe.each([
  ['sandbox', sandboxBackEnd],
  ['fakerest', () => fakerestBackEnd(world)],
] as const)('the resource gate on the %s', (_name, open) => {
  let backEnd: ContractBackEnd;
  beforeAll(async () => {
    backEnd = await open();
  });
  afterAll(() => backEnd.close());

  it.each(cases.map((access) => [access.title, access] as const))('%s', async (_title, access) => {
    const outcome = await backEnd.perform(access.action, access.as, access.entityId);
    expect({ status: outcome.status, code: outcome.code }).toEqual({ status: access.status, code: access.code });
  });
});
