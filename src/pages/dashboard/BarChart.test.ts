import { describe, expect, it } from 'vitest';
import { niceScale } from './BarChart';

describe('bar chart axis', () => {
  it.each([
    [0, 4, 1],
    [3, 3, 1],
    [7, 8, 2],
    [77, 80, 20],
    [101, 150, 50],
    [1234, 1500, 500],
  ])('rounds a maximum of %i up to %i in steps of %i', (max, top, step) => {
    expect(niceScale(max)).toEqual({ top, step });
  });
});
