import { describe, expect, it } from 'vitest';
import { passwordPairError } from './passwordPairError';

describe("a user form's password pair", () => {
  it('needs a password on creation, keeps the current one when left blank on update', () => {
    expect(passwordPairError('', '', true)).toEqual({ field: 'password', key: 'ra.validation.required' });
    expect(passwordPairError('', '', false)).toBeUndefined();
  });

  it('applies the password rules, then asks for a matching confirmation', () => {
    expect(passwordPairError('weak', 'weak', false)).toEqual({ field: 'password', key: 'errors.codes.IS-0003' });
    expect(passwordPairError('Strong#2026', 'Strong#2027', true)).toEqual({
      field: 'passwordConfirmation',
      key: 'errors.codes.IS-0001',
    });
    expect(passwordPairError('Strong#2026', 'Strong#2026', true)).toBeUndefined();
  });
});
