import { IMPORT_BATCH_SIZE, type ImportRow, type RowProblem, type RowResult } from './importFormat';

export type UploadEnding = 'complete' | 'cancelled' | 'stopped';

export interface UploadOutcome {
  created: number;
  /** The service's refusals, in row order. */
  rejected: RowProblem[];
  /** Rows never sent (cancelled, or the service stopped answering). */
  notSent: number;
  ending: UploadEnding;
}

export interface UploadPlan {
  /** How many rows there are to send. */
  total: number;
  rowsOf(start: number, end: number): Promise<ImportRow[]>;
  send(rows: ImportRow[]): Promise<RowResult[]>;
  onProgress(sent: number, created: number): void;
  isCancelled(): boolean;
  batchSize?: number;
}

/**
 * Sends rows batch after batch. A refused row never stops the others; a cancel lets the batch
 * in flight finish (its rows are then known) and sends no more; a failed request stops the
 * upload, and that batch and the rest count as not sent.
 */
export const uploadInBatches = async (plan: UploadPlan): Promise<UploadOutcome> => {
  const size = plan.batchSize ?? IMPORT_BATCH_SIZE;
  const rejected: RowProblem[] = [];
  let created = 0;
  let sent = 0;
  let next = plan.total > 0 ? plan.rowsOf(0, Math.min(size, plan.total)) : Promise.resolve([]);
  while (sent < plan.total) {
    if (plan.isCancelled()) return { created, rejected, notSent: plan.total - sent, ending: 'cancelled' };
    const rows = await next;
    const following = sent + rows.length;
    // The worker prepares the next batch while this one is on its way.
    next =
      following < plan.total ? plan.rowsOf(following, Math.min(following + size, plan.total)) : Promise.resolve([]);
    let results: RowResult[];
    try {
      results = await plan.send(rows);
    } catch {
      return { created, rejected, notSent: plan.total - sent, ending: 'stopped' };
    }
    results.forEach((result) => {
      if ('id' in result) created += 1;
      else rejected.push(...result.problems);
    });
    sent = following;
    plan.onProgress(sent, created);
    if (rows.length === 0) break;
  }
  return { created, rejected, notSent: plan.total - sent, ending: 'complete' };
};

/** Two lists of problems in row order, merged into one in row order. */
export const mergeByRow = (a: readonly RowProblem[], b: readonly RowProblem[]): RowProblem[] => {
  const merged: RowProblem[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (j >= b.length || (i < a.length && a[i].row <= b[j].row)) merged.push(a[i++]);
    else merged.push(b[j++]);
  }
  return merged;
};
