import { describe, expect, it } from 'vitest';
import { branchCodes, branchIssues } from './rules';

const issuesOf = (branch: Parameters<typeof branchIssues>[0]) =>
  branchIssues(branch).map(({ path, code }) => `${path}:${code}`);

describe('a branch’s amount ranges', () => {
  it('needs each range’s max strictly above its min', () => {
    expect(issuesOf({ amountRanges: [{ min: 10, max: 10.01 }] })).toEqual([]);
    expect(issuesOf({ amountRanges: [{ min: 10, max: 10 }] })).toEqual([
      `amountRanges.0.max:${branchCodes.rangeOrder}`,
    ]);
    expect(issuesOf({ amountRanges: [{ min: 10, max: 9.99 }] })).toEqual([
      `amountRanges.0.max:${branchCodes.rangeOrder}`,
    ]);
  });

  it('refuses ranges that overlap or share a bound, whatever their order', () => {
    expect(
      issuesOf({
        amountRanges: [
          { min: 0, max: 10 },
          { min: 10.01, max: 20 },
        ],
      }),
    ).toEqual([]);
    expect(
      issuesOf({
        amountRanges: [
          { min: 0, max: 10 },
          { min: 10, max: 20 },
        ],
      }),
    ).toEqual([`amountRanges.1.min:${branchCodes.overlap}`]);
    expect(
      issuesOf({
        amountRanges: [
          { min: 15, max: 30 },
          { min: 0, max: 20 },
        ],
      }),
    ).toEqual([`amountRanges.0.min:${branchCodes.overlap}`]);
    expect(
      issuesOf({
        amountRanges: [
          { min: 0, max: 100 },
          { min: 20, max: 30 },
        ],
      }),
    ).toEqual([`amountRanges.1.min:${branchCodes.overlap}`]);
  });

  it('keeps ranges inside the branch’s amounts, bounds included', () => {
    const branch = { minAmount: 5, maxAmount: 500 };
    expect(issuesOf({ ...branch, amountRanges: [{ min: 5, max: 500 }] })).toEqual([]);
    expect(issuesOf({ ...branch, amountRanges: [{ min: 4.99, max: 500.01 }] })).toEqual([
      `amountRanges.0.min:${branchCodes.outside}`,
      `amountRanges.0.max:${branchCodes.outside}`,
    ]);
  });

  it('asks each range’s donation to reach the minimum donation', () => {
    const branch = { minDonation: 1 };
    expect(issuesOf({ ...branch, amountRanges: [{ min: 0, max: 10, donation: 1 }] })).toEqual([]);
    expect(issuesOf({ ...branch, amountRanges: [{ min: 0, max: 10, donation: 0.99 }] })).toEqual([
      `amountRanges.0.donation:${branchCodes.donationBelowMinimum}`,
    ]);
  });

  it('has nothing to say without ranges', () => {
    expect(issuesOf({})).toEqual([]);
    expect(issuesOf({ amountRanges: null })).toEqual([]);
  });
});
