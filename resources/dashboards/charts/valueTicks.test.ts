import { describe, expect, it } from 'vitest';
import { valueTicks } from './valueTicks';

describe('the value axis ticks', () => {
  it('takes round steps from zero up to the largest value or just above', () => {
    expect(valueTicks(12)).toEqual([0, 5, 10, 15]);
    expect(valueTicks(100)).toEqual([0, 25, 50, 75, 100]);
    expect(valueTicks(120_491)).toEqual([0, 50_000, 100_000, 150_000]);
  });

  it('never steps by less than one, so counts keep whole ticks', () => {
    expect(valueTicks(3)).toEqual([0, 1, 2, 3]);
  });

  it('draws one step when every value is zero', () => {
    expect(valueTicks(0)).toEqual([0, 1]);
  });
});
