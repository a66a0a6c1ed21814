import type { HttpError } from 'ra-core';
import { describe, expect, it } from 'vitest';
import { generateWorld } from '../fixtures/world';
import { brands } from '../resources/brands/schema';
import { groups } from '../resources/groups/schema';
import { schemas } from '../resources/schemaLookup';
import { branches } from '../resources/branches/schema';
import { createFakeRestProvider } from './fakerest';

const world = generateWorld(schemas, { terminals: 60 });

const refusalOf = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => undefined,
    (thrown: HttpError) => thrown,
  );
  const body = error?.body as { Code?: string; Message?: string; Errors?: Record<string, string> } | undefined;
  return { status: error?.status, Code: body?.Code, Message: body?.Message, Errors: body?.Errors };
};

/** The engine's record checks and the schemas' record rules, in memory as the sandbox answers them. */
describe('the in-memory provider’s record checks', () => {
  const provider = createFakeRestProvider(schemas, structuredClone(world), { entityId: () => '9' });
  const [group] = world.groups.filter((candidate) => candidate.entityId === 9);

  it('refuses a group parameter out of its range on the parameter’s value', async () => {
    const data = { ...group, parameters: [{ key: 'CONNECTION_TIMEOUT', value: '500' }] };
    expect(
      await refusalOf(provider.update(groups.resource, { id: group.id, data, previousData: group })),
    ).toMatchObject({
      status: 400,
      Code: 'AM-0009',
      Errors: { 'parameters.0.value': 'profileParameters.validation.groupValue' },
    });
    const fine = { ...group, parameters: [{ key: 'CONNECTION_TIMEOUT', value: '45' }] };
    const { data: saved } = await provider.update(groups.resource, { id: group.id, data: fine, previousData: group });
    expect(saved.parameters).toEqual(fine.parameters);
  });

  it('refuses a reference to a record the entity does not have with 409 GM-0008', async () => {
    const foreign = world.commerces.find((commerce) => commerce.entityId !== 9);
    const data = { ...group, commerceId: foreign?.id };
    expect(await refusalOf(provider.update(groups.resource, { id: group.id, data, previousData: group }))).toEqual({
      status: 409,
      Code: 'GM-0008',
      Message: `commerceId-${String(foreign?.id)}`,
      Errors: undefined,
    });
  });

  it('keeps a record other records point at: 409 GM-0006 naming them and how many', async () => {
    const brand = world.brands.find((candidate) => world.models.some((model) => model.brandId === candidate.id));
    const refusal = await refusalOf(provider.delete(brands.resource, { id: Number(brand?.id), previousData: brand }));
    expect(refusal).toMatchObject({ status: 409, Code: 'GM-0006', Message: expect.stringMatching(/^\w+-\d+$/) });
    const { data: kept } = await provider.getOne(brands.resource, { id: Number(brand?.id) });
    expect(kept.id).toBe(brand?.id);
  });

  it('refuses a branch whose amount ranges overlap, on the range', async () => {
    const data = {
      name: 'Solapada',
      commerceId: group.commerceId,
      behaviorType: 'STANDARD',
      amountRanges: [
        { min: 0, max: 100, donation: 1 },
        { min: 50, max: 200, donation: 2 },
      ],
    };
    expect(await refusalOf(provider.create(branches.resource, { data }))).toMatchObject({
      status: 400,
      Errors: { 'amountRanges.1.min': 'validation.rangesOverlap' },
    });
  });
});
