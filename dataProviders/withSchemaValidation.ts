import type { DataProvider, RaRecord } from 'ra-core';
import type { ResourceSchema } from '../resources/core/resourceSchema';
import { zodSchemaOf } from '../resources/core/validation';
import { uniqueErrorBody, validationErrorBody, type ServiceErrorBody } from '../resources/core/wire';
import type { ErrorMapper } from './httpClient';

/**
 * Applies the sandbox's record rules to an in-memory provider (zod schema, unique values), so
 * component tests see the same refusals, with the same codes, as the console does over HTTP.
 */
export const withSchemaValidation = (
  provider: DataProvider,
  schemas: readonly ResourceSchema[],
  mapError: ErrorMapper,
): DataProvider => {
  const byResource = new Map(schemas.map((schema) => [schema.resource, schema]));
  const refuse = (body: ServiceErrorBody) => mapError(400, body, JSON.stringify(body));

  const check = async (resource: string, data: Partial<RaRecord>, id?: RaRecord['id']) => {
    const schema = byResource.get(resource);
    if (!schema) return data;
    const parsed = zodSchemaOf(schema, id === undefined ? 'create' : 'update').safeParse(data);
    if (!parsed.success) throw refuse(validationErrorBody(parsed.error));
    for (const [name, field] of Object.entries(schema.fields)) {
      const value = parsed.data[name];
      if (!field.unique || value === null || value === undefined) continue;
      const { data: clashes } = await provider.getList(resource, {
        filter: { [name]: value },
        pagination: { page: 1, perPage: 2 },
        sort: { field: 'id', order: 'ASC' },
      });
      if (clashes.some((record) => String(record.id) !== String(id))) throw refuse(uniqueErrorBody(name, field.unique));
    }
    return parsed.data;
  };

  return {
    ...provider,
    create: async (resource, params) => {
      const data = await check(resource, params.data);
      return provider.create(resource, { ...params, data: { ...params.data, ...data } });
    },
    update: async (resource, params) => {
      const { data: current } = await provider.getOne(resource, { id: params.id });
      const data = await check(resource, { ...current, ...params.data }, params.id);
      return provider.update(resource, { ...params, data: { ...params.data, ...data } });
    },
  };
};
