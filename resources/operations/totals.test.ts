import { describe, expect, it } from 'vitest';
import { totalsOf } from './totals';

describe('operation totals', () => {
  it('sums closed operations by type, keeps void ones apart and nets sales against the rest', () => {
    const totals = totalsOf([
      { type: 'SALE', status: 'CLOSED', count: 3, cents: 10_050 },
      { type: 'SALE', status: 'VOID', count: 1, cents: 2_000 },
      { type: 'REFUND', status: 'CLOSED', count: 1, cents: 1_025 },
      { type: 'CANCELLATION', status: 'CLOSED', count: 1, cents: 500 },
      { type: 'PRE_AUTHORIZATION', status: 'CLOSED', count: 2, cents: 7_000 },
    ]);
    expect(totals.operations).toBe(8);
    expect(totals.void).toEqual({ count: 1, amount: 20 });
    expect(totals.closed).toEqual({ count: 7, amount: 185.75 });
    expect(totals.sales).toEqual({ count: 3, amount: 100.5 });
    expect(totals.net).toEqual({ count: 5, amount: 85.25 });
  });

  it('answers zeros for an empty list', () => {
    expect(totalsOf([]).net).toEqual({ count: 0, amount: 0 });
  });
});
