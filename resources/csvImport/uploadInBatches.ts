import { IMPORT_BATCH_SIZE, type ImportBatch, type RowProblem, type RowResult } from './importTypes';
import { createTimeSlices } from './timeSlices';

export type UploadEnding = 'complete' | 'cancelled' | 'stopped';

/** Requests in flight at once: the service works on one batch while the next one travels. */
export const IMPORT_CONCURRENCY = 2;

export interface UploadOutcome {
  created: number;
  /** Every refused row's problems, in row order. */
  rejected: RowProblem[];
  /** How many rows `rejected` names. */
  rejectedRows: number;
  /** Rows never sent (cancelled, or the service stopped answering). */
  notSent: number;
  ending: UploadEnding;
}

export interface UploadPlan {
  /** How many rows there are to send. */
  total: number;
  rowsOf(start: number, end: number): Promise<ImportBatch>;
  send(batch: ImportBatch): Promise<RowResult[]>;
  onProgress(sent: number, created: number): void;
  isCancelled(): boolean;
  batchSize?: number;
  concurrency?: number;
}

/**
 * Sends rows batch after batch, IMPORT_CONCURRENCY at a time. A refused row never stops the
 * others; a cancel lets the batches in flight finish (their rows are then known) and sends no
 * more; a failed request stops the upload, and that batch and the unsent ones count as not sent.
 */
export const uploadInBatches = async (plan: UploadPlan): Promise<UploadOutcome> => {
  const size = plan.batchSize ?? IMPORT_BATCH_SIZE;
  const batches = Math.ceil(plan.total / size);
  const refusedByBatch: RowProblem[][] = [];
  let next = 0;
  let created = 0;
  let sent = 0;
  let rejectedRows = 0;
  let failed = false;
  const lane = async () => {
    while (next < batches && !failed && !plan.isCancelled()) {
      const index = next++;
      const batch = await plan.rowsOf(index * size, Math.min((index + 1) * size, plan.total));
      let results: RowResult[];
      try {
        results = await plan.send(batch);
      } catch {
        failed = true;
        return;
      }
      const refused: RowProblem[] = [];
      results.forEach((result) => {
        if ('id' in result) created += 1;
        else {
          rejectedRows += 1;
          refused.push(...result.problems);
        }
      });
      refusedByBatch[index] = refused;
      sent += batch.count;
      plan.onProgress(sent, created);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, plan.concurrency ?? IMPORT_CONCURRENCY) }, lane));
  const notSent = plan.total - sent;
  const ending = failed ? 'stopped' : notSent > 0 ? 'cancelled' : 'complete';
  return { created, rejected: refusedByBatch.flat(), rejectedRows, notSent, ending };
};

/**
 * The outcome with the problems found before sending merged in, in row order (those rows were
 * never sent, so they are counted apart). In time slices: 100,000 problems never block the page.
 */
export const withEarlierProblems = async (
  outcome: UploadOutcome,
  earlier: readonly RowProblem[],
): Promise<UploadOutcome> => {
  const later = outcome.rejected;
  const merged: RowProblem[] = [];
  const slices = createTimeSlices();
  let earlierRows = 0;
  let i = 0;
  let j = 0;
  while (i < earlier.length || j < later.length) {
    if (j >= later.length || (i < earlier.length && earlier[i].row <= later[j].row)) {
      if (i === 0 || earlier[i - 1].row !== earlier[i].row) earlierRows += 1;
      merged.push(earlier[i++]);
    } else merged.push(later[j++]);
    if ((i + j) % 1000 === 0) await slices.pause();
  }
  return { ...outcome, rejected: merged, rejectedRows: outcome.rejectedRows + earlierRows };
};
