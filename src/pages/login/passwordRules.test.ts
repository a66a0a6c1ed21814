import { describe, expect, it } from 'vitest';
import { PASSWORD_PATTERN } from '../../../resources/users/schema';
import { checkPassword, confirmationMatches, meetsPasswordRules, newPasswordProblem } from './passwordRules';

describe('password rules (spec section 5)', () => {
  it('tells which of the five rules a password meets', () => {
    expect(checkPassword('')).toEqual({ length: false, upper: false, lower: false, digit: false, special: false });
    expect(checkPassword('abc')).toEqual({ length: false, upper: false, lower: true, digit: false, special: false });
    expect(checkPassword('ABCDEFGH')).toEqual({
      length: true,
      upper: true,
      lower: false,
      digit: false,
      special: false,
    });
    expect(checkPassword('Abc1#')).toEqual({ length: false, upper: true, lower: true, digit: true, special: true });
    expect(checkPassword('Admin#2026')).toEqual({ length: true, upper: true, lower: true, digit: true, special: true });
  });

  it('counts a space or an accented letter as a special character, as the server pattern does', () => {
    expect(checkPassword('a b').special).toBe(true);
    expect(checkPassword('año').special).toBe(true);
  });

  it('needs exactly 8 characters or more', () => {
    expect(meetsPasswordRules('Ab1#abc')).toBe(false);
    expect(meetsPasswordRules('Ab1#abcd')).toBe(true);
  });

  it('agrees with the users schema PASSWORD_PATTERN', () => {
    const pattern = new RegExp(PASSWORD_PATTERN);
    [
      '',
      'password',
      'Password',
      'Password1',
      'Password#',
      'password1#',
      'PASSWORD1#',
      'Pass1#',
      'Pass word1',
      'Twofa#2026',
      'Ñandú#2026x',
    ].forEach((candidate) => expect(meetsPasswordRules(candidate), candidate).toBe(pattern.test(candidate)));
  });

  it('matches the confirmation only when it was typed and is identical', () => {
    expect(confirmationMatches('', '')).toBe(false);
    expect(confirmationMatches('Admin#2026', 'Admin#2026')).toBe(true);
    expect(confirmationMatches('Admin#2026', 'admin#2026')).toBe(false);
  });

  it('names the first problem with the catalogue message, or none', () => {
    expect(newPasswordProblem('short', 'short')).toBe('errors.codes.IS-0003');
    expect(newPasswordProblem('Admin#2026', 'Admin#2027')).toBe('errors.codes.IS-0001');
    expect(newPasswordProblem('Admin#2026', 'Admin#2026')).toBeNull();
  });
});
