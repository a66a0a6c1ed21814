import { describe, expect, it } from 'vitest';
import { truncateName } from './userName';

describe('the header name', () => {
  it('keeps names of up to 20 characters', () => {
    expect(truncateName('Ana Administradora')).toBe('Ana Administradora');
    expect(truncateName('A'.repeat(20))).toBe('A'.repeat(20));
  });

  it('cuts longer names at 20 characters and adds an ellipsis', () => {
    expect(truncateName('Maximiliano Bartolomé Fernández')).toBe('Maximiliano Bartolom…');
    expect(truncateName('B'.repeat(25))).toBe(`${'B'.repeat(20)}…`);
  });

  it('counts accented and astral characters as one', () => {
    expect(truncateName(`${'é'.repeat(19)}😀xyz`)).toBe(`${'é'.repeat(19)}😀…`);
  });
});
