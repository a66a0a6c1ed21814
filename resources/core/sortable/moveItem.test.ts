import { describe, expect, it } from 'vitest';
import { moveItem } from './moveItem';

describe('moving an item of a sortable list', () => {
  it('moves an item and keeps the others in order', () => {
    expect(moveItem(['a', 'b', 'c', 'd'], 2, 0)).toEqual(['c', 'a', 'b', 'd']);
    expect(moveItem(['a', 'b', 'c', 'd'], 0, 9)).toEqual(['b', 'c', 'd', 'a']);
    expect(moveItem(['a', 'b'], 1, 1)).toEqual(['a', 'b']);
  });
});
