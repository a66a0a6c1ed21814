import { PASSWORD_PATTERN } from './schema';

/** The password rules of spec section 5, each checked on its own so the form can show which one fails. */
export const passwordRules = ['length', 'uppercase', 'lowercase', 'digit', 'special'] as const;
export type PasswordRule = (typeof passwordRules)[number];

const checks: Record<PasswordRule, (password: string) => boolean> = {
  length: (password) => password.length >= 8,
  uppercase: (password) => /[A-Z]/.test(password),
  lowercase: (password) => /[a-z]/.test(password),
  digit: (password) => /\d/.test(password),
  special: (password) => /[^A-Za-z0-9]/.test(password),
};

/** Which rules a password meets. */
export const passwordRuleResults = (password: string): Record<PasswordRule, boolean> =>
  Object.fromEntries(passwordRules.map((rule) => [rule, checks[rule](password)])) as Record<PasswordRule, boolean>;

/** Whether a password meets every rule: the same answer as the schema's pattern (IS-0003). */
export const meetsPasswordRules = (password: string) => passwordRules.every((rule) => checks[rule](password));

export const passwordPattern = new RegExp(PASSWORD_PATTERN);

/**
 * The error key of a password and its confirmation, or undefined when they are fine: a password is
 * needed on creation, optional on update (blank keeps the current one); the confirmation must match.
 */
export const passwordPairError = (
  password: string | null | undefined,
  confirmation: string | null | undefined,
  creating: boolean,
): { field: 'password' | 'passwordConfirmation'; key: string } | undefined => {
  const value = password ?? '';
  if (value === '') return creating ? { field: 'password', key: 'ra.validation.required' } : undefined;
  if (!meetsPasswordRules(value)) return { field: 'password', key: 'errors.codes.IS-0003' };
  if (value !== (confirmation ?? '')) return { field: 'passwordConfirmation', key: 'settings.users.confirmMismatch' };
  return undefined;
};
