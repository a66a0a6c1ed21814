import { withFieldDefaults } from '../resources/core/fieldDefaults';
import type { DataProvider, RaRecord } from 'ra-core';
import { referenceValues, unknownReferenceBody } from '../resources/core/references';
import type { ResourceSchema } from '../resources/core/resourceSchema';
import { zodSchemaOf } from '../resources/core/validation';
import { uniqueErrorBody, validationErrorBody, type ServiceErrorBody } from '../resources/core/wire';
import type { ErrorMapper } from './httpClient';

/**
 * Applies the sandbox engine's record checks to an in-memory provider, in its order: the zod
 * schema (400), unique values (400) and references (409 GM-0008), so component tests see the
 * same refusals, with the same codes, as the console does over HTTP. `lookup` answers what the
 * entity has, as the engine's store does (no domain rule narrows it).
 */
export const withSchemaValidation = (
  provider: DataProvider,
  schemas: readonly ResourceSchema[],
  mapError: ErrorMapper,
  lookup: DataProvider = provider,
): DataProvider => {
  const byResource = new Map(schemas.map((schema) => [schema.resource, schema]));
  const resourceOf = new Map(schemas.map((schema) => [schema.name, schema.resource]));
  const refuse = (status: number, body: ServiceErrorBody) => mapError(status, body, JSON.stringify(body));

  const assertUnique = async (schema: ResourceSchema, data: Record<string, unknown>, id?: RaRecord['id']) => {
    for (const [name, field] of Object.entries(schema.fields)) {
      const value = data[name];
      if (!field.unique || value === null || value === undefined || value === '') continue;
      const { data: clashes } = await lookup.getList(schema.resource, {
        filter: { [name]: value },
        pagination: { page: 1, perPage: 2 },
        sort: { field: 'id', order: 'ASC' },
      });
      if (clashes.some((record) => String(record.id) !== String(id)))
        throw refuse(400, uniqueErrorBody(name, field.unique));
    }
  };

  const assertReferences = async (schema: ResourceSchema, data: Record<string, unknown>) => {
    for (const reference of referenceValues(schema.fields, data)) {
      const id = Number(reference.value);
      const target = resourceOf.get(reference.target) ?? reference.target;
      const found = Number.isInteger(id)
        ? await lookup.getMany(target, { ids: [id] }).then(
            ({ data }) => data,
            () => [],
          )
        : [];
      if (found.length === 0) throw refuse(409, unknownReferenceBody(reference));
    }
  };

  const check = async (resource: string, data: Partial<RaRecord>, id?: RaRecord['id']) => {
    const schema = byResource.get(resource);
    if (!schema) return data;
    const parsed = zodSchemaOf(schema, id === undefined ? 'create' : 'update').safeParse(data);
    if (!parsed.success) throw refuse(400, validationErrorBody(parsed.error));
    await assertUnique(schema, parsed.data, id);
    await assertReferences(schema, parsed.data);
    return parsed.data;
  };

  const checked: DataProvider = {
    ...provider,
    create: async (resource, params) => {
      const schema = byResource.get(resource);
      // Fields left out take their declared defaults, as the services fill them.
      const data = await check(resource, schema ? withFieldDefaults(schema, params.data) : params.data);
      return provider.create(resource, { ...params, data: { ...params.data, ...data } });
    },
    update: async (resource, params) => {
      const { data: current } = await provider.getOne(resource, { id: params.id });
      const data = await check(resource, { ...current, ...params.data }, params.id);
      return provider.update(resource, { ...params, data: { ...params.data, ...data } });
    },
    // As the HTTP client sends them (ra-data-simple-rest): one call per record, each checked and ruled.
    updateMany: async (resource, params) => {
      if (!byResource.has(resource)) return provider.updateMany(resource, params);
      for (const id of params.ids)
        await checked.update<RaRecord>(resource, { id, data: params.data, previousData: { id } });
      return { data: params.ids };
    },
    deleteMany: async (resource, params) => {
      if (!byResource.has(resource)) return provider.deleteMany(resource, params);
      for (const id of params.ids) await provider.delete<RaRecord>(resource, { id, previousData: { id } });
      return { data: params.ids };
    },
  };
  return checked;
};
