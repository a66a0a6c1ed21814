import { describe, expect, it } from 'vitest';
import { tagsAfterAdding } from './tagLimit';

describe('tagsAfterAdding', () => {
  it('adds new tags up to five', () => {
    expect(tagsAfterAdding([1, 2, 3, 4], [5])).toEqual([1, 2, 3, 4, 5]);
  });
  it('refuses a sixth tag', () => {
    expect(tagsAfterAdding([1, 2, 3, 4, 5], [6])).toBeNull();
  });
  it('does not count a tag the terminal already has', () => {
    expect(tagsAfterAdding([1, 2, 3, 4, 5], [3])).toEqual([1, 2, 3, 4, 5]);
  });
});
