/** Steps a value axis may take, times a power of ten. */
const NICE_STEPS = [1, 2, 2.5, 5, 10];

/**
 * The value axis's ticks from zero: about `count` steps of a round size (1, 2, 2.5 or 5 times a
 * power of ten, at least `minStep`), the last at or above the largest value.
 */
export const valueTicks = (largest: number, count = 4, minStep = 1): number[] => {
  const raw = Math.max(largest, 0) / count;
  const magnitude = raw > 0 ? 10 ** Math.floor(Math.log10(raw)) : 1;
  const nice = (NICE_STEPS.find((step) => step * magnitude >= raw) ?? 10) * magnitude;
  const step = Math.max(minStep, nice);
  const steps = Math.max(1, Math.ceil(largest / step));
  return Array.from({ length: steps + 1 }, (_, index) => index * step);
};
