import { describe, expect, it } from 'vitest';
import { reorderColumns } from './reorderColumns';

describe('reorderColumns', () => {
  it('puts each column at the rank the chooser stored, and leaves the others in place', () => {
    expect(reorderColumns(['a', 'b', 'c', 'd'], [2, 0, 1])).toEqual(['c', 'a', 'b', 'd']);
  });

  it('keeps the order when no rank is stored', () => {
    expect(reorderColumns(['a', 'b'], [])).toEqual(['a', 'b']);
  });
});
