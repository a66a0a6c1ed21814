import { nextTask } from '../core/nextTask';

/** How long the page's thread may work before it lets input and painting through. */
export const SLICE_MS = 12;

/**
 * Long work on the page's thread in slices of about SLICE_MS: call `pause()` often; it resolves
 * at once while the slice lasts and yields a task when it is spent, so no block grows with the
 * size of the work.
 */
export const createTimeSlices = (budget = SLICE_MS) => {
  let started = performance.now();
  const spent = () => performance.now() - started >= budget;
  return {
    /** Whether this slice is over (the next `pause()` yields). */
    spent,
    pause: async () => {
      if (!spent()) return;
      await nextTask();
      started = performance.now();
    },
  };
};
