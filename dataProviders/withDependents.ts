import type { DataProvider, RaRecord } from 'ra-core';
import { dependentsAmong, dependentsBody } from '../resources/core/dependents';
import type { ResourceSchema } from '../resources/core/resourceSchema';
import type { ErrorMapper } from './httpClient';

const ALL = { page: 1, perPage: 1_000_000 };
const BY_ID = { field: 'id', order: 'ASC' } as const;

/**
 * The engine's last check before a delete, after the domain's rules have taken what goes with
 * the record: a record other records still point at, in any entity, stays (409 GM-0006 or
 * GM-0007, resources/core/dependents.ts), as the services answer.
 */
export const withDependents = (
  provider: DataProvider,
  schemas: readonly ResourceSchema[],
  /** Every entity's records. */
  everything: DataProvider,
  mapError: ErrorMapper,
): DataProvider => {
  const byResource = new Map(schemas.map((schema) => [schema.resource, schema]));
  const assertNoDependents = async (resource: string, id: RaRecord['id']) => {
    const schema = byResource.get(resource);
    if (!schema) return;
    const dependents = await dependentsAmong(
      schemas,
      schema.name,
      Number(id),
      async (other) => (await everything.getList(other.resource, { filter: {}, pagination: ALL, sort: BY_ID })).data,
    );
    const refusal = dependentsBody(dependents);
    if (refusal) throw mapError(409, refusal, JSON.stringify(refusal));
  };
  const checked: DataProvider = {
    ...provider,
    delete: async (resource, params) => {
      await assertNoDependents(resource, params.id);
      return provider.delete(resource, params);
    },
    deleteMany: async (resource, params) => {
      for (const id of params.ids) await checked.delete<RaRecord>(resource, { id, previousData: { id } });
      return { data: params.ids };
    },
  };
  return checked;
};
