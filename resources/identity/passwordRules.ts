/**
 * The password rules of spec section 5, declared once: the sign-in's new password, the user
 * administration's form, the users schema's pattern and the identity service all read them.
 */
export const PASSWORD_MIN_LENGTH = 8;

/** Each character class a password must hold, as a regular expression's class. */
const characterClasses = {
  uppercase: '[A-Z]',
  lowercase: '[a-z]',
  digit: '\\d',
  special: '[^A-Za-z0-9]',
} as const;

export type PasswordRule = 'length' | keyof typeof characterClasses;
export const passwordRuleNames: readonly PasswordRule[] = [
  'length',
  ...(Object.keys(characterClasses) as (keyof typeof characterClasses)[]),
];

/** The rules as one pattern, for the schema the generic engine checks (IS-0003). */
export const PASSWORD_PATTERN = `^${Object.values(characterClasses)
  .map((characterClass) => `(?=.*${characterClass})`)
  .join('')}.{${PASSWORD_MIN_LENGTH},}$`;

const classTests = Object.fromEntries(
  Object.entries(characterClasses).map(([rule, characterClass]) => [rule, new RegExp(characterClass)]),
) as Record<keyof typeof characterClasses, RegExp>;

/** Which of the rules a password meets. */
export const checkPassword = (password: string): Record<PasswordRule, boolean> => ({
  length: password.length >= PASSWORD_MIN_LENGTH,
  uppercase: classTests.uppercase.test(password),
  lowercase: classTests.lowercase.test(password),
  digit: classTests.digit.test(password),
  special: classTests.special.test(password),
});

export const meetsPasswordRules = (password: string) => Object.values(checkPassword(password)).every(Boolean);

/** The confirmation matches when it was typed and equals the password. */
export const confirmationMatches = (password: string, confirmation: string) =>
  confirmation.length > 0 && password === confirmation;

/** The refusals' codes: IS-0003 a password that breaks the rules, IS-0001 a confirmation that differs. */
export const PASSWORD_RULES_CODE = 'IS-0003';
const CONFIRMATION_CODE = 'IS-0001';

/**
 * The first problem of a new password and its confirmation, or null: the password field
 * (rules) first, then the confirmation, each with its error code's catalogue message.
 */
export const newPasswordProblem = (
  password: string,
  confirmation: string,
): { field: 'password' | 'passwordConfirmation'; key: string } | null => {
  if (!meetsPasswordRules(password)) return { field: 'password', key: `errors.codes.${PASSWORD_RULES_CODE}` };
  if (!confirmationMatches(password, confirmation)) {
    return { field: 'passwordConfirmation', key: `errors.codes.${CONFIRMATION_CODE}` };
  }
  return null;
};
