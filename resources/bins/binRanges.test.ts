import { describe, expect, it } from 'vitest';
import { fieldIssues, zodSchemaOf } from '../core/validation';
import { rangesOverlap, rangesTakenByOtherBins, RANGE_TAKEN } from './binRanges';
import { bins } from './schema';

const issuesOf = (record: Record<string, unknown>) => {
  const result = zodSchemaOf(bins, 'create').safeParse({ name: 'BIN', ...record });
  return result.success ? {} : Object.fromEntries(fieldIssues(result.error).map((i) => [i.path, i.message]));
};

describe('BIN ranges of one BIN (its zod schema)', () => {
  it('needs at least one range', () => {
    expect(issuesOf({ ranges: [] })).toEqual({ ranges: 'validation.minItems' });
    expect(issuesOf({})).toEqual({ ranges: 'CE-0001' });
  });
  it('accepts a one-number range and refuses a reversed one', () => {
    expect(issuesOf({ ranges: [{ from: 5, to: 5 }] })).toEqual({});
    expect(issuesOf({ ranges: [{ from: 5, to: 4 }] })).toEqual({ 'ranges.0.to': 'validation.rangeOrder' });
  });
  it('refuses ranges sharing even their bounds, and accepts adjacent ones', () => {
    expect(
      issuesOf({
        ranges: [
          { from: 10, to: 20 },
          { from: 20, to: 30 },
        ],
      }),
    ).toEqual({
      'ranges.1.from': 'validation.rangesOverlap',
    });
    expect(
      issuesOf({
        ranges: [
          { from: 21, to: 30 },
          { from: 10, to: 20 },
        ],
      }),
    ).toEqual({});
  });
  it.each([
    [0, 'validation.minValue'],
    [1, undefined],
    [99, undefined],
    [100, 'validation.maxValue'],
    [2.5, 'validation.integer'],
  ])('maxInstallments %s', (value, expected) => {
    expect(issuesOf({ ranges: [{ from: 1, to: 2 }], maxInstallments: value }).maxInstallments).toBe(expected);
  });
});

describe('BIN ranges across BINs', () => {
  const others = [
    { id: 1, name: 'Visa', ranges: [{ from: 400000, to: 419999 }] },
    {
      id: 2,
      name: 'Amex',
      ranges: [
        { from: 340000, to: 349999 },
        { from: 370000, to: 379999 },
      ],
    },
  ];
  it('finds inclusive overlaps only', () => {
    expect(rangesOverlap({ from: 1, to: 5 }, { from: 5, to: 9 })).toBe(true);
    expect(rangesOverlap({ from: 1, to: 4 }, { from: 5, to: 9 })).toBe(false);
    expect(rangesOverlap({ from: 1, to: 9 }, { from: 3, to: 4 })).toBe(true);
  });
  it('names the path of each range another BIN covers', () => {
    const ranges = [
      { from: 1, to: 339999 },
      { from: 339999, to: 340000 },
      { from: 419999, to: 420000 },
      { from: 420000, to: 420001 },
    ];
    expect(rangesTakenByOtherBins({ ranges }, others)).toEqual({
      'ranges.1.from': RANGE_TAKEN,
      'ranges.2.from': RANGE_TAKEN,
    });
  });
  it('leaves the edited BIN out of the others', () => {
    expect(rangesTakenByOtherBins({ id: 2, ranges: [{ from: 345000, to: 346000 }] }, others)).toEqual({});
    expect(rangesTakenByOtherBins({ id: '1', ranges: [{ from: 345000, to: 346000 }] }, others)).toEqual({
      'ranges.0.from': RANGE_TAKEN,
    });
  });
});
