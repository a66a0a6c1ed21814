import { withFieldDefaults } from '../../resources/core/fieldDefaults';
import type { z } from 'zod';
import type { ResourceSchema } from '../../resources/core/resourceSchema';
import { zodSchemaOf } from '../../resources/core/validation';
import { validationErrorBody } from '../../resources/core/wire';
import { ServiceError } from '../errors';
import type { StoredRecord } from '../storage/repository';

type Values = Record<string, unknown>;

const isObject = (value: unknown): value is Values =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Left-out keys (a blank secret means 'keep the stored one') must not overwrite stored values. */
const definedOnly = (values: Values): Values =>
  Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined));

const validated = (schema: z.ZodType, input: unknown): Values => {
  const result = schema.safeParse(input);
  if (!result.success) throw new ServiceError(400, validationErrorBody(result.error));
  return definedOnly(result.data as Values);
};

/**
 * A new record's writable fields: declared defaults fill what the body leaves out, then the
 * resource's 'create' rules apply (400 with codes). Read-only and unknown keys are dropped.
 */
export const creationInput = (schema: ResourceSchema, body: unknown): Values => {
  if (!isObject(body)) return validated(zodSchemaOf(schema, 'create'), body);
  return validated(zodSchemaOf(schema, 'create'), withFieldDefaults(schema, body));
};

/**
 * An edit: the body (possibly partial) over the stored record, checked with the 'update' rules.
 * Read-only fields of the body are ignored; the result holds every writable field.
 */
export const updateInput = (schema: ResourceSchema, stored: StoredRecord, body: unknown): Values => {
  if (!isObject(body)) return validated(zodSchemaOf(schema, 'update'), body);
  return validated(zodSchemaOf(schema, 'update'), { ...stored, ...body });
};
