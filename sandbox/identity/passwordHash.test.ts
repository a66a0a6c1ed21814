import { afterEach, describe, expect, it } from 'vitest';
import { hashPassword, usePasswordCost, verifyPassword } from './passwords';

describe('password hashes', () => {
  afterEach(() => usePasswordCost(16384));

  it('keep their own work factor, so a hash made at one cost verifies after the cost changes', () => {
    usePasswordCost(16384);
    const strong = hashPassword('Admin#2026');
    usePasswordCost(1024);
    const cheap = hashPassword('Admin#2026');
    expect(strong.split('$').slice(0, 4)).toEqual(['scrypt', '16384', '8', '1']);
    expect(cheap.split('$').slice(0, 4)).toEqual(['scrypt', '1024', '8', '1']);
    expect(verifyPassword('Admin#2026', strong)).toBe(true);
    usePasswordCost(16384);
    expect(verifyPassword('Admin#2026', cheap)).toBe(true);
    expect(verifyPassword('admin#2026', cheap)).toBe(false);
  });
});
