import { describe, expect, it } from 'vitest';
import { meetsPasswordRules, passwordPairError, passwordPattern, passwordRuleResults } from './passwordRules';

describe('password rules (spec section 5)', () => {
  it('names each rule a password misses', () => {
    expect(passwordRuleResults('abc')).toEqual({
      length: false,
      uppercase: false,
      lowercase: true,
      digit: false,
      special: false,
    });
    expect(passwordRuleResults('Welcome#2026')).toEqual({
      length: true,
      uppercase: true,
      lowercase: true,
      digit: true,
      special: true,
    });
  });

  it.each(['Short#1', 'nouppercase#2026', 'NOLOWER#2026', 'NoDigits#here', 'NoSpecial2026', 'Welcome#2026'])(
    'agrees with the schema pattern the sandbox applies for %s',
    (password) => expect(meetsPasswordRules(password)).toBe(passwordPattern.test(password)),
  );

  it('needs a password on creation and a matching confirmation whenever one is typed', () => {
    expect(passwordPairError('', '', true)).toEqual({ field: 'password', key: 'ra.validation.required' });
    expect(passwordPairError('', '', false)).toBeUndefined();
    expect(passwordPairError('weak', 'weak', false)).toEqual({ field: 'password', key: 'errors.codes.IS-0003' });
    expect(passwordPairError('Strong#2026', 'Strong#2027', true)).toEqual({
      field: 'passwordConfirmation',
      key: 'settings.users.confirmMismatch',
    });
    expect(passwordPairError('Strong#2026', 'Strong#2026', true)).toBeUndefined();
  });
});
