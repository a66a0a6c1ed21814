import type { Rollout, StopReason } from './shapes';

/**
 * The waves of a staged rollout, in order: each `waveSize` terminals (or that percent of them,
 * at least one), the last one what remains. Without a rollout everything goes in one wave.
 */
export const waveSizes = (total: number, rollout: Rollout | null | undefined): number[] => {
  if (total <= 0) return [];
  if (!rollout) return [total];
  const size =
    rollout.unit === 'percent'
      ? Math.max(1, Math.ceil((total * Math.min(100, Math.max(0, rollout.waveSize))) / 100))
      : Math.max(1, Math.floor(rollout.waveSize));
  const sizes: number[] = [];
  for (let left = total; left > 0; left -= size) sizes.push(Math.min(size, left));
  return sizes;
};

/** The wave (1-based) of each target, in target order. */
export const waveOfEach = (sizes: readonly number[]): number[] =>
  sizes.flatMap((size, index) => Array.from({ length: size }, () => index + 1));

/** Failed over answered, in percent, one decimal; 0 while nothing answered. */
export const failureRate = (done: number, failed: number) =>
  done + failed === 0 ? 0 : Math.round((failed / (done + failed)) * 1000) / 10;

export interface WaveCounts {
  pending: number;
  done: number;
  failed: number;
}

export type WaveVerdict =
  { next: 'wait' } | { next: 'stop'; reason: StopReason } | { next: 'send'; wave: number } | { next: 'complete' };

/**
 * What follows the current wave: wait while any terminal of it has not answered; then stop when
 * its failure rate is above the threshold (unless the user resumed past this wave), else send the
 * next wave, or complete after the last.
 */
export const waveVerdict = (
  wave: number,
  waveCount: number,
  counts: WaveCounts,
  threshold: number | null,
  resumedWave = 0,
): WaveVerdict => {
  if (counts.pending > 0) return { next: 'wait' };
  const rate = failureRate(counts.done, counts.failed);
  if (threshold !== null && resumedWave < wave && rate > threshold && wave < waveCount)
    return { next: 'stop', reason: { wave, failureRate: rate, threshold } };
  return wave < waveCount ? { next: 'send', wave: wave + 1 } : { next: 'complete' };
};
