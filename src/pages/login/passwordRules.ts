/** Spec section 5 (password): at least 8 characters, an uppercase, a lowercase, a digit and a special character. */
export const PASSWORD_MIN_LENGTH = 8;

export const passwordRuleNames = ['length', 'upper', 'lower', 'digit', 'special'] as const;
export type PasswordRule = (typeof passwordRuleNames)[number];

/** The same character classes as the users schema's PASSWORD_PATTERN, which the server applies. */
const tests: Record<PasswordRule, (password: string) => boolean> = {
  length: (password) => password.length >= PASSWORD_MIN_LENGTH,
  upper: (password) => /[A-Z]/.test(password),
  lower: (password) => /[a-z]/.test(password),
  digit: (password) => /\d/.test(password),
  special: (password) => /[^A-Za-z0-9]/.test(password),
};

/** Which of the five rules a password meets. */
export const checkPassword = (password: string): Record<PasswordRule, boolean> => ({
  length: tests.length(password),
  upper: tests.upper(password),
  lower: tests.lower(password),
  digit: tests.digit(password),
  special: tests.special(password),
});

export const meetsPasswordRules = (password: string) => passwordRuleNames.every((rule) => tests[rule](password));

/** The confirmation matches when it was typed and equals the password. */
export const confirmationMatches = (password: string, confirmation: string) =>
  confirmation.length > 0 && password === confirmation;

/**
 * The message key of the first problem of a new password and its confirmation, or null when both
 * are fine: the catalogue's own messages for IS-0003 (security rules) and IS-0001 (no match).
 */
export const newPasswordProblem = (password: string, confirmation: string): string | null => {
  if (!meetsPasswordRules(password)) return 'errors.codes.IS-0003';
  if (!confirmationMatches(password, confirmation)) return 'errors.codes.IS-0001';
  return null;
};
