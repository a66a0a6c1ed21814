import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { ValidationMode } from '../core/validation';
import { schemaResolver } from '../views/schemaResolver';
import { passwordPairError } from './passwordPairError';
import { users } from './schema';

const raMessage = (message: string) => `@@react-admin@@${JSON.stringify({ message, args: {} })}`;

/**
 * The user form's validation: the schema's rules, then the password pair (required on creation,
 * the spec's rules, a matching confirmation). The confirmation is never sent; a blank password on
 * update is left out, keeping the current one.
 */
export const userResolver = (mode: ValidationMode): Resolver<FieldValues> => {
  const schemaCheck = schemaResolver(users, mode);
  return async (values, context, options) => {
    const { passwordConfirmation, ...record } = values;
    const result = await schemaCheck(record, context, options);
    const pair = passwordPairError(
      record.password as string | null | undefined,
      passwordConfirmation as string | null | undefined,
      mode === 'create',
    );
    if (!pair && Object.keys(result.errors).length === 0) {
      const { password, ...rest } = result.values as Record<string, unknown>;
      return { values: password ? { ...rest, password } : rest, errors: {} };
    }
    const errors: Record<string, unknown> = { ...result.errors };
    if (pair) errors[pair.field] = { type: 'validation', message: raMessage(pair.key) };
    return { values: {}, errors: errors as FieldErrors<FieldValues> };
  };
};
