import { describe, expect, it } from 'vitest';
import {
  PASSWORD_PATTERN,
  checkPassword,
  confirmationMatches,
  meetsPasswordRules,
  newPasswordProblem,
} from './passwordRules';

describe('password rules (spec section 5)', () => {
  it('tells which of the five rules a password meets', () => {
    expect(checkPassword('')).toEqual({
      length: false,
      uppercase: false,
      lowercase: false,
      digit: false,
      special: false,
    });
    expect(checkPassword('abc')).toEqual({
      length: false,
      uppercase: false,
      lowercase: true,
      digit: false,
      special: false,
    });
    expect(checkPassword('Abc1#')).toEqual({
      length: false,
      uppercase: true,
      lowercase: true,
      digit: true,
      special: true,
    });
    expect(checkPassword('Admin#2026')).toEqual({
      length: true,
      uppercase: true,
      lowercase: true,
      digit: true,
      special: true,
    });
  });

  it('counts a space or an accented letter as a special character', () => {
    expect(checkPassword('a b').special).toBe(true);
    expect(checkPassword('año').special).toBe(true);
  });

  it('needs 8 characters or more', () => {
    expect(meetsPasswordRules('Ab1#abc')).toBe(false);
    expect(meetsPasswordRules('Ab1#abcd')).toBe(true);
  });

  it.each([
    '',
    'password',
    'Password1',
    'Password#',
    'password1#',
    'PASSWORD1#',
    'Pass1#',
    'Pass word1',
    'NoSpecial2026',
    'Twofa#2026',
    'Ñandú#2026x',
  ])('gives the pattern the identity service applies the same answer for %j', (candidate) => {
    expect(meetsPasswordRules(candidate)).toBe(new RegExp(PASSWORD_PATTERN).test(candidate));
  });

  it('matches the confirmation only when it was typed and is identical', () => {
    expect(confirmationMatches('', '')).toBe(false);
    expect(confirmationMatches('Admin#2026', 'Admin#2026')).toBe(true);
    expect(confirmationMatches('Admin#2026', 'admin#2026')).toBe(false);
  });

  it('names the first problem, on its field, with the error code message', () => {
    expect(newPasswordProblem('short', 'short')).toEqual({ field: 'password', key: 'errors.codes.IS-0003' });
    expect(newPasswordProblem('Admin#2026', 'Admin#2027')).toEqual({
      field: 'passwordConfirmation',
      key: 'errors.codes.IS-0001',
    });
    expect(newPasswordProblem('Admin#2026', 'Admin#2026')).toBeNull();
  });
});
