import { describe, expect, it } from 'vitest';
import { sameValue } from './sameValue';

describe('sameValue', () => {
  it('ignores the order of keys and keys left undefined', () => {
    expect(
      sameValue(
        { filter: { a: 1, b: [1, 2] }, perPage: 25 },
        { perPage: 25, filter: { b: [1, 2], a: 1 }, x: undefined },
      ),
    ).toBe(true);
  });

  it('tells different values apart, arrays in order', () => {
    expect(sameValue({ filter: { a: 1 } }, { filter: { a: 2 } })).toBe(false);
    expect(sameValue({ b: [1, 2] }, { b: [2, 1] })).toBe(false);
    expect(sameValue({}, { filter: {} })).toBe(false);
  });
});
