import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import { isErrorCode } from '../../core/errorCodes';
import type { ValidationMode } from '../../core/validation';
import { schemaResolver } from '../../views/schemaResolver';
import { commerceIssues } from '../rules/commerceVariant';
import { commerces } from '../schema';

const raMessage = (code: string) =>
  `@@react-admin@@${JSON.stringify({ message: isErrorCode(code) ? `errors.codes.${code}` : code, args: {} })}`;

const setError = (errors: Record<string, unknown>, path: string, code: string) => {
  const keys = path.split('.');
  let node = errors;
  keys.slice(0, -1).forEach((key) => {
    node[key] ??= {};
    node = node[key] as Record<string, unknown>;
  });
  node[keys[keys.length - 1]] ??= { type: 'validation', message: raMessage(code) };
};

/**
 * The commerce form's resolver: the schema's rules, then the entity variant's (required fields,
 * RNC or CIF), the same the commerce service applies.
 */
export const commerceResolver =
  (mode: ValidationMode, entityId: number, config: Record<string, string>): Resolver<FieldValues> =>
  async (values, context, options) => {
    const base = await schemaResolver(commerces, mode)(values, context, options);
    const issues = commerceIssues(values, entityId, config);
    if (!issues.length) return base;
    const errors = { ...(base.errors as Record<string, unknown>) };
    issues.forEach(({ path, code }) => setError(errors, path, code));
    return { values: {}, errors: errors as FieldErrors<FieldValues> };
  };
