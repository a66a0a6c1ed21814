import { describe, expect, it } from 'vitest';
import { mergeMessages } from './mergeMessages';

describe('catalogue merge', () => {
  it('merges catalogues deeply, later ones winning', () => {
    expect(mergeMessages({ a: { b: '1', c: '2' } }, { a: { c: '3' }, d: '4' })).toEqual({
      a: { b: '1', c: '3' },
      d: '4',
    });
  });
});
