import { HttpError, type DataProvider, type RaRecord } from 'ra-core';
import type { ResourceSchema } from '../resources/core/resourceSchema';

/**
 * Scopes an in-memory provider to the selected entity, as the services do with the
 * `entity-id` header: another entity's records do not exist.
 */
export const withEntityScope = (
  provider: DataProvider,
  schemas: readonly ResourceSchema[],
  currentEntity: () => number,
): DataProvider => {
  const scoped = new Set(schemas.filter((schema) => schema.scope === 'entity').map((schema) => schema.resource));
  const belongs = (resource: string, record: RaRecord) => !scoped.has(resource) || record.entityId === currentEntity();
  const notFound = () => new HttpError('errors.codes.GM-0010', 404, { Code: 'GM-0010' });
  const ensureOwn = async (resource: string, id: RaRecord['id']) => {
    const { data } = await provider.getOne(resource, { id });
    if (!belongs(resource, data)) throw notFound();
    return data;
  };
  const withEntity = <T extends { filter: Record<string, unknown> }>(resource: string, params: T): T =>
    scoped.has(resource) ? { ...params, filter: { ...params.filter, entityId: currentEntity() } } : params;

  return {
    ...provider,
    getList: (resource, params) =>
      provider.getList(resource, withEntity(resource, { ...params, filter: params.filter ?? {} })),
    getManyReference: (resource, params) => provider.getManyReference(resource, withEntity(resource, params)),
    getMany: async (resource, params) => {
      const result = await provider.getMany(resource, params);
      return { ...result, data: result.data.filter((record) => belongs(resource, record)) };
    },
    getOne: async (resource, params) => ({ data: await ensureOwn(resource, params.id) }),
    create: (resource, params) =>
      provider.create(
        resource,
        scoped.has(resource) ? { ...params, data: { ...params.data, entityId: currentEntity() } } : params,
      ),
    update: async (resource, params) => {
      await ensureOwn(resource, params.id);
      return provider.update(resource, params);
    },
    delete: async (resource, params) => {
      await ensureOwn(resource, params.id);
      return provider.delete(resource, params);
    },
    updateMany: async (resource, params) => {
      await Promise.all(params.ids.map((id) => ensureOwn(resource, id)));
      return provider.updateMany(resource, params);
    },
    deleteMany: async (resource, params) => {
      await Promise.all(params.ids.map((id) => ensureOwn(resource, id)));
      return provider.deleteMany(resource, params);
    },
  };
};
