import { useCallback, useState } from 'react';

export interface BatchProgress {
  done: number;
  total: number;
}

/**
 * Runs work over a long list in batches, one after the other, reporting progress; the results
 * of every batch are returned together. A failed batch stops the run and rethrows.
 */
export const useBatches = <T, R>(size: number) => {
  const [progress, setProgress] = useState<BatchProgress | null>(null);
  const run = useCallback(
    async (items: readonly T[], work: (batch: T[]) => Promise<R>): Promise<R[]> => {
      const results: R[] = [];
      setProgress({ done: 0, total: items.length });
      try {
        for (let start = 0; start < items.length; start += size) {
          const batch = items.slice(start, start + size);
          results.push(await work(batch));
          setProgress({ done: Math.min(items.length, start + size), total: items.length });
        }
        return results;
      } finally {
        setProgress(null);
      }
    },
    [size],
  );
  return { run, progress };
};
