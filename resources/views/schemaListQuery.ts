import type { ResourceSchema } from '../core/resourceSchema';
import type { ListQueryDefaults } from '../resourceDefinition';

/**
 * What the schema-driven list asks for first: the schema's sort, 25 a page. Declared once for the
 * list and for the start-up, which asks for that page beside the list's chunk on a cold load.
 */
export const schemaListQuery = (schema: ResourceSchema): ListQueryDefaults => ({
  sort: schema.defaultSort,
  perPage: 25,
});
