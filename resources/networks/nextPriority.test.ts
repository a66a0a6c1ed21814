import { describe, expect, it } from 'vitest';
import { nextFreePriority } from './nextPriority';

const every = Array.from({ length: 100 }, (_, index) => index + 1);

describe('the priority a new network starts with', () => {
  it('is the one after the last network’s, 1 when there is none', () => {
    expect(nextFreePriority([])).toBe(1);
    expect(nextFreePriority([3, 1, 7])).toBe(8);
  });

  it('is the first free one once the last priority is held, none when all are', () => {
    expect(nextFreePriority(every.filter((priority) => priority !== 42))).toBe(42);
    expect(nextFreePriority(every)).toBeUndefined();
  });
});
