import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import { ownerIssues } from '../../commerceParameters/rules';
import { commerceParameters } from '../../commerceParameters/schema';
import type { ValidationMode } from '../../core/validation';
import { schemaResolver } from '../../views/schemaResolver';

const raMessage = (code: string) => `@@react-admin@@${JSON.stringify({ message: `errors.codes.${code}`, args: {} })}`;

/**
 * The parameter form's resolver: the collection schema's rules, then its owner rules (a commerce
 * inheriting needs its source group; the picker offers only the commerce's own groups).
 */
export const parametersResolver =
  (mode: ValidationMode): Resolver<FieldValues> =>
  async (values, context, options) => {
    const base = await schemaResolver(commerceParameters, mode)(values, context, options);
    const issues = ownerIssues({
      commerceId: values.commerceId as number,
      sourceGroupId: (values.sourceGroupId as number | null) ?? null,
      inheritFromGroup: values.inheritFromGroup as boolean,
      sourceGroupCommerceId: values.commerceId as number,
    });
    if (!issues.length) return base;
    const errors: Record<string, unknown> = { ...(base.errors as Record<string, unknown>) };
    issues.forEach(({ path, code }) => {
      errors[path] ??= { type: 'validation', message: raMessage(code) };
    });
    return { values: {}, errors: errors as FieldErrors<FieldValues> };
  };
