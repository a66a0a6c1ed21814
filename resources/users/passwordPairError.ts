import { newPasswordProblem } from '../identity/passwordRules';

/**
 * The error of a user form's password and its confirmation, or undefined when they are fine: a
 * password is needed on creation, optional on update (blank keeps the current one).
 */
export const passwordPairError = (
  password: string | null | undefined,
  confirmation: string | null | undefined,
  creating: boolean,
): { field: 'password' | 'passwordConfirmation'; key: string } | undefined => {
  const value = password ?? '';
  if (value === '') return creating ? { field: 'password', key: 'ra.validation.required' } : undefined;
  return newPasswordProblem(value, confirmation ?? '') ?? undefined;
};
