/**
 * The rule that no card number belongs to two BINs of an entity: a pure check the form, the
 * in-memory provider and the sandbox all apply, refusing with the same code and message key.
 * Ranges inside one BIN are checked by its zod schema (`noOverlap`: validation.rangesOverlap).
 */

export interface BinRange {
  from: number;
  to: number;
}

/** What the check needs of a BIN: the stored ones carry their id and name. */
export interface BinRangesRecord {
  id?: number | string;
  name?: unknown;
  ranges?: unknown;
}

/** The catalogue code of a refused BIN configuration (spec section 8: PM-0019). */
export const BIN_CONFIG_CODE = 'PM-0019';
/** The field message of a range another BIN of the entity already covers. */
export const RANGE_TAKEN = 'reference.bins.rangeTaken';

const isRange = (value: unknown): value is BinRange =>
  typeof value === 'object' &&
  value !== null &&
  Number.isFinite((value as BinRange).from) &&
  Number.isFinite((value as BinRange).to);

export const rangesOf = (value: unknown): BinRange[] => (Array.isArray(value) ? value.filter(isRange) : []);

/** Two inclusive ranges share a card number. */
export const rangesOverlap = (a: BinRange, b: BinRange) => a.from <= b.to && b.from <= a.to;

/**
 * The ranges of `bin` that overlap a range of another BIN, as form paths (`ranges.<i>.from`) to
 * the message key; empty when none does. `bin.id` is left out of `others` (an edit).
 */
export const rangesTakenByOtherBins = (
  bin: BinRangesRecord,
  others: readonly BinRangesRecord[],
): Record<string, string> => {
  const taken = others
    .filter((other) => bin.id === undefined || String(other.id) !== String(bin.id))
    .flatMap((other) => rangesOf(other.ranges));
  const errors: Record<string, string> = {};
  const own: unknown[] = Array.isArray(bin.ranges) ? bin.ranges : [];
  own.forEach((range, index) => {
    if (isRange(range) && taken.some((other) => rangesOverlap(range, other)))
      errors[`ranges.${index}.from`] = RANGE_TAKEN;
  });
  return errors;
};

/** The 400 body of the services for a BIN whose ranges another BIN covers. */
export const rangesTakenBody = (errors: Record<string, string>) => ({
  Code: BIN_CONFIG_CODE,
  Message: BIN_CONFIG_CODE,
  Errors: errors,
});
