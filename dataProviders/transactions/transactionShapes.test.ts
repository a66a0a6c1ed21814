import { describe, expect, it } from 'vitest';
import { parseHourlyBuckets, parseMonthlyBuckets, parseTransactionSummary } from './transactionShapes';

const figure = { count: 2, amount: 10.5 };
const summary = {
  date: '2026-03-01',
  latestDate: '2026-03-01',
  currency: 'EUR',
  operations: 3,
  sales: figure,
  cancellations: figure,
  refunds: { count: 0, amount: 0 },
  net: figure,
};

describe('the transaction service answers', () => {
  it('keeps a summary of the expected shape and drops what it does not know', () => {
    expect(parseTransactionSummary({ ...summary, extra: 'x', sales: { ...figure, extra: 1 } })).toEqual(summary);
    expect(parseTransactionSummary({ ...summary, date: null, latestDate: null, currency: null })).toMatchObject({
      date: null,
      currency: null,
    });
  });

  it('refuses a summary with a field missing, negative or not a number', () => {
    const { net, ...withoutNet } = summary;
    expect(net).toBeDefined();
    expect(() => parseTransactionSummary(withoutNet)).toThrow(/net/);
    expect(() => parseTransactionSummary({ ...summary, operations: -1 })).toThrow(/operations/);
    expect(() => parseTransactionSummary({ ...summary, sales: { count: 1.5, amount: 1 } })).toThrow(/sales.count/);
    expect(() => parseTransactionSummary({ ...summary, refunds: { count: 1, amount: '1' } })).toThrow(/refunds/);
    expect(() => parseTransactionSummary([])).toThrow();
  });

  it('checks the hours and the months of the buckets', () => {
    expect(parseHourlyBuckets([{ hour: 23, ...figure }])).toEqual([{ hour: 23, ...figure }]);
    expect(() => parseHourlyBuckets([{ hour: 24, ...figure }])).toThrow(/hour 0/);
    expect(parseMonthlyBuckets([{ month: '2026-03', ...figure }])).toEqual([{ month: '2026-03', ...figure }]);
    expect(() => parseMonthlyBuckets([{ month: '2026-3', ...figure }])).toThrow(/month 0/);
    expect(() => parseMonthlyBuckets({ month: '2026-03' })).toThrow(/monthly list/);
  });
});
