import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { ResourceSchema } from '../core/resourceSchema';
import { isErrorCode } from '../core/errorCodes';
import { fieldIssues, zodSchemaOf, type ValidationMode } from '../core/validation';

/** react-admin's format for a message key with substitutions, translated by its ValidationError. */
const raMessage = (message: string, args: Record<string, unknown>) =>
  `@@react-admin@@${JSON.stringify({
    message: isErrorCode(message) ? `errors.codes.${message}` : message,
    args,
  })}`;

const setPath = (target: Record<string, unknown>, path: string[], value: unknown) => {
  let node = target;
  path.slice(0, -1).forEach((key, i) => {
    if (node[key] === undefined) node[key] = /^\d+$/.test(path[i + 1]) ? [] : {};
    node = node[key] as Record<string, unknown>;
  });
  const last = path[path.length - 1];
  if (node[last] === undefined) node[last] = value;
};

/**
 * Validates a form with the resource's zod schema. The parsed values (trimmed, blanks as null,
 * read-only fields left out) are what the form submits.
 */
export const schemaResolver =
  (schema: Pick<ResourceSchema, 'fields'>, mode: ValidationMode): Resolver<FieldValues> =>
  async (values) => {
    const result = zodSchemaOf(schema, mode).safeParse(values);
    if (result.success) return { values: result.data, errors: {} };
    const errors: Record<string, unknown> = {};
    fieldIssues(result.error).forEach(({ path, message, args }) => {
      const segments = path ? path.split('.') : ['root'];
      setPath(errors, segments, { type: 'validation', message: raMessage(message, args) });
    });
    return { values: {}, errors: errors as FieldErrors<FieldValues> };
  };

/** A resource's rule beyond its schema that needs other records (a BIN's ranges against the other BINs'). */
export type FormCheck = (values: FieldValues) => Record<string, string> | Promise<Record<string, string>>;

/**
 * The schema's resolver, then, once the schema passes, the check: its paths and message keys
 * reach the fields the same way the schema's do.
 */
export const withFormCheck = (resolver: Resolver<FieldValues>, check?: FormCheck): Resolver<FieldValues> =>
  check
    ? async (values, context, options) => {
        const result = await resolver(values, context, options);
        if (Object.keys(result.errors).length > 0) return result;
        const found = await check({ ...values, ...result.values });
        if (Object.keys(found).length === 0) return result;
        const errors: Record<string, unknown> = {};
        Object.entries(found).forEach(([path, message]) =>
          setPath(errors, path.split('.'), { type: 'validation', message: raMessage(message, {}) }),
        );
        return { values: {}, errors: errors as FieldErrors<FieldValues> };
      }
    : resolver;
