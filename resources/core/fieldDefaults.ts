import type { ResourceSchema } from './resourceSchema';

/** A new record's body with each writable field it leaves out set to its declared default. */
export const withFieldDefaults = (schema: ResourceSchema, body: Record<string, unknown>): Record<string, unknown> => ({
  ...Object.fromEntries(
    Object.entries(schema.fields).flatMap(([name, field]) =>
      !field.readOnly && 'default' in field && field.default !== undefined && body[name] === undefined
        ? [[name, field.default]]
        : [],
    ),
  ),
  ...body,
});
