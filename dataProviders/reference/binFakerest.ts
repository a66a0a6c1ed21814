import type { DataProvider, RaRecord } from 'ra-core';
import { bins } from '../../resources/bins/schema';
import { rangesTakenBody, rangesTakenByOtherBins } from '../../resources/bins/binRanges';
import { zodSchemaOf } from '../../resources/core/validation';
import type { ErrorMapper } from '../httpClient';

const ALL = { page: 1, perPage: 100_000 };

/**
 * The sandbox's rule that a BIN's ranges overlap no other BIN's of the entity (400 PM-0019), over
 * an in-memory provider. A record the schema refuses goes on to the inner provider, which refuses
 * it with the schema's codes first, as the sandbox does.
 */
export const withFakeBinRules = <P extends DataProvider>(provider: P, mapError: ErrorMapper): P => {
  const assertFree = async (data: Partial<RaRecord>, id?: RaRecord['id']) => {
    if (!zodSchemaOf(bins, id === undefined ? 'create' : 'update').safeParse(data).success) return;
    const { data: others } = await provider.getList(bins.resource, {
      filter: {},
      pagination: ALL,
      sort: { field: 'id', order: 'ASC' },
    });
    const errors = rangesTakenByOtherBins({ id, ranges: data.ranges }, others);
    if (Object.keys(errors).length === 0) return;
    const body = rangesTakenBody(errors);
    throw mapError(400, body, JSON.stringify(body));
  };
  return {
    ...provider,
    create: async (resource, params) => {
      if (resource === bins.resource) await assertFree(params.data);
      return provider.create(resource, params);
    },
    update: async (resource, params) => {
      if (resource === bins.resource) {
        const { data: current } = await provider.getOne(resource, { id: params.id });
        await assertFree({ ...current, ...params.data }, params.id);
      }
      return provider.update(resource, params);
    },
  };
};
