import type { RecordRule } from '../core/resourceSchema';

/**
 * A branch's amount rules (spec section 5: max amount must exceed min amount; ranges must not
 * overlap), beyond what its schema says field by field: the schema's record rule, so the form,
 * the in-memory provider and the commerce service apply them and answer the same message keys.
 */

export interface AmountRange {
  min?: number | null;
  max?: number | null;
  donation?: number | null;
}

export interface BranchAmounts {
  minAmount?: number | null;
  maxAmount?: number | null;
  minDonation?: number | null;
  amountRanges?: readonly AmountRange[] | null;
}

export interface BranchIssue {
  path: string;
  code: string;
}

export const branchCodes = {
  rangeOrder: 'branchRules.rangeOrder',
  overlap: 'validation.rangesOverlap',
  outside: 'branchRules.rangeOutside',
  donationBelowMinimum: 'branchRules.donationBelowMinimum',
} as const;

const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/**
 * Each range's max strictly above its min; ranges neither overlapping nor touching (a shared
 * bound belongs to both); every range inside the branch's min and max amounts when they are set;
 * every range's donation at least the branch's minimum donation.
 */
export const branchIssues = (branch: BranchAmounts): BranchIssue[] => {
  const ranges = branch.amountRanges ?? [];
  const issues: BranchIssue[] = [];
  const add = (path: string, code: string) => {
    if (!issues.some((issue) => issue.path === path)) issues.push({ path, code });
  };
  ranges.forEach((range, index) => {
    const { min, max, donation } = range;
    if (isNumber(min) && isNumber(max) && max <= min) add(`amountRanges.${index}.max`, branchCodes.rangeOrder);
    if (isNumber(min) && isNumber(branch.minAmount) && min < branch.minAmount)
      add(`amountRanges.${index}.min`, branchCodes.outside);
    if (isNumber(max) && isNumber(branch.maxAmount) && max > branch.maxAmount)
      add(`amountRanges.${index}.max`, branchCodes.outside);
    if (isNumber(donation) && isNumber(branch.minDonation) && donation < branch.minDonation)
      add(`amountRanges.${index}.donation`, branchCodes.donationBelowMinimum);
  });
  const ordered = ranges
    .map((range, index) => ({ index, min: range.min, max: range.max }))
    .filter(
      (range): range is { index: number; min: number; max: number } =>
        isNumber(range.min) && isNumber(range.max) && range.max > range.min,
    )
    .sort((a, b) => a.min - b.min);
  ordered.slice(1).forEach((range, i) => {
    if (range.min <= ordered[i].max) add(`amountRanges.${range.index}.min`, branchCodes.overlap);
  });
  return issues;
};

export const branchAmountsRule: RecordRule = (values) =>
  branchIssues(values as BranchAmounts).map(({ path, code }) => ({ path, message: code }));
