import { describe, expect, it } from 'vitest';
import { moveItem, targetOfKey } from './reorder';

describe('network priority moves', () => {
  it('moves an item and keeps the others in order', () => {
    expect(moveItem(['a', 'b', 'c', 'd'], 2, 0)).toEqual(['c', 'a', 'b', 'd']);
    expect(moveItem(['a', 'b', 'c', 'd'], 0, 9)).toEqual(['b', 'c', 'd', 'a']);
    expect(moveItem(['a', 'b'], 1, 1)).toEqual(['a', 'b']);
  });

  it('maps the handle keys to a target, none past either end', () => {
    expect(targetOfKey('ArrowUp', 2, 4)).toBe(1);
    expect(targetOfKey('ArrowUp', 0, 4)).toBeUndefined();
    expect(targetOfKey('ArrowDown', 3, 4)).toBeUndefined();
    expect(targetOfKey('Home', 3, 4)).toBe(0);
    expect(targetOfKey('End', 1, 4)).toBe(3);
    expect(targetOfKey('Enter', 1, 4)).toBeUndefined();
  });
});
