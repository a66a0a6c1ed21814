import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { ValidationMode } from '../../core/validation';
import { schemaResolver } from '../../views/schemaResolver';
import { branchIssues, type BranchAmounts } from '../rules';
import { branches } from '../schema';

const raMessage = (code: string) => `@@react-admin@@${JSON.stringify({ message: code, args: {} })}`;

const setError = (errors: Record<string, unknown>, path: string, code: string) => {
  const keys = path.split('.');
  let node: Record<string, unknown> = errors;
  keys.slice(0, -1).forEach((key, i) => {
    node[key] ??= /^\d+$/.test(keys[i + 1]) ? [] : {};
    node = node[key] as Record<string, unknown>;
  });
  node[keys[keys.length - 1]] ??= { type: 'validation', message: raMessage(code) };
};

/** The branch form's resolver: the schema's field rules, then its amount rules (rules.ts). */
export const branchResolver =
  (mode: ValidationMode): Resolver<FieldValues> =>
  async (values, context, options) => {
    const base = await schemaResolver(branches, mode)(values, context, options);
    const issues = branchIssues(values as BranchAmounts);
    if (!issues.length) return base;
    const errors = { ...(base.errors as Record<string, unknown>) };
    issues.forEach(({ path, code }) => setError(errors, path, code));
    return { values: {}, errors: errors as FieldErrors<FieldValues> };
  };
