import { describe, expect, it } from 'vitest';
import { mergeMessages, withManyForms } from './plurals';

describe('catalogue helpers', () => {
  it('adds the _many form Spanish and Portuguese plurals need', () => {
    expect(withManyForms({ a: { item_one: 'uno', item_other: 'varios' } })).toEqual({
      a: { item_one: 'uno', item_other: 'varios', item_many: 'varios' },
    });
  });

  it('keeps an explicit _many form', () => {
    expect(withManyForms({ x_other: 'o', x_many: 'm' })).toEqual({ x_other: 'o', x_many: 'm' });
  });

  it('merges catalogues deeply, later ones winning', () => {
    expect(mergeMessages({ a: { b: '1', c: '2' } }, { a: { c: '3' }, d: '4' })).toEqual({
      a: { b: '1', c: '3' },
      d: '4',
    });
  });
});
