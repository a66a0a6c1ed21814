import type { ResourceSchema } from './core/resourceSchema';
import { registry } from './registry';

export const schemas: readonly ResourceSchema[] = registry.map((definition) => definition.schema);

const byName = new Map(schemas.map((schema) => [schema.name, schema]));
const byResource = new Map(schemas.map((schema) => [schema.resource, schema]));

export const schemaNamed = (name: string): ResourceSchema => {
  const schema = byName.get(name);
  if (!schema) throw new Error(`Unknown resource "${name}"`);
  return schema;
};

/** The schema behind a react-admin resource name (a route such as 'Terminal/Tags'). */
export const schemaOfResource = (resource: string): ResourceSchema | undefined => byResource.get(resource);
