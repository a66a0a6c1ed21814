import { describe, expect, it } from 'vitest';
import {
  batchOf,
  emptyValues,
  type ImportBatch,
  type ImportRow,
  type RowResult,
} from '../terminals/create/csv/importFormat';
import { uploadInBatches, withEarlierProblems } from './uploadInBatches';
import { codedProblem } from '../terminals/create/csv/rowProblems';

const rows = Array.from({ length: 25 }, (_, i): ImportRow => ({
  row: i + 2,
  values: { ...emptyValues(), serialNumber: `S${i}` },
}));
const rowsOf = async (start: number, end: number) => batchOf(rows.slice(start, end));
const rowsIn = (batch: ImportBatch) => JSON.parse(batch.json) as ImportRow[];
/** Refuses every fifth row. */
const send = async (batch: ImportBatch): Promise<RowResult[]> =>
  rowsIn(batch).map((row) =>
    row.row % 5 === 0 ? { row: row.row, problems: [codedProblem(row, 'TM-0010')] } : { row: row.row, id: row.row },
  );

/** 25 rows in batches of 10 through `send`, never cancelled; each test changes what it is about. */
const upload = (options: Partial<Parameters<typeof uploadInBatches>[0]>) =>
  uploadInBatches({
    total: 25,
    rowsOf,
    send,
    batchSize: 10,
    isCancelled: () => false,
    onProgress: () => undefined,
    ...options,
  });

describe('uploading rows in batches', () => {
  it('sends every row, keeps the good ones and lists the refused ones in order', async () => {
    const progress: number[] = [];
    const outcome = await upload({ onProgress: (sent) => progress.push(sent) });
    expect(progress).toEqual([10, 20, 25]);
    expect(outcome).toMatchObject({ created: 20, rejectedRows: 5, notSent: 0, ending: 'complete' });
    expect(outcome.rejected.map((p) => p.row)).toEqual([5, 10, 15, 20, 25]);
  });

  it('keeps two batches in flight and still reports the refused rows in row order', async () => {
    let inFlight = 0;
    let most = 0;
    const answered: number[] = [];
    let releaseFirst!: () => void;
    const firstMayAnswer = new Promise<void>((resolve) => {
      releaseFirst = resolve;
    });
    // The first batch answers only after the four others: the service's answers come back out of order.
    const firstLast = async (batch: ImportBatch) => {
      inFlight += 1;
      most = Math.max(most, inFlight);
      const firstRow = rowsIn(batch)[0].row;
      if (firstRow === 2) await firstMayAnswer;
      inFlight -= 1;
      answered.push(firstRow);
      if (answered.length === 4) releaseFirst();
      return send(batch);
    };
    const outcome = await upload({ send: firstLast, batchSize: 5 });
    expect(most).toBe(2);
    expect(answered).toEqual([7, 12, 17, 22, 2]);
    expect(outcome.rejected.map((p) => p.row)).toEqual([5, 10, 15, 20, 25]);
  });

  it('stops after the batch in flight when cancelled', async () => {
    let cancel = false;
    const outcome = await upload({
      concurrency: 1,
      isCancelled: () => cancel,
      onProgress: () => {
        cancel = true;
      },
    });
    expect(outcome).toMatchObject({ created: 8, notSent: 15, ending: 'cancelled' });
  });

  it('stops when a request fails, counting that batch and the rest as not sent', async () => {
    let calls = 0;
    const failing = async (batch: ImportBatch) => {
      calls += 1;
      if (calls === 2) throw new Error('network');
      return send(batch);
    };
    const outcome = await upload({ send: failing, concurrency: 1 });
    expect(outcome).toMatchObject({ created: 8, notSent: 15, ending: 'stopped' });
  });

  it('merges the problems found before sending in row order and counts their rows apart', async () => {
    const p = (row: number) => codedProblem({ row, values: emptyValues() }, 'PM-0035');
    const outcome = {
      created: 3,
      rejected: [p(3), p(4), p(10)],
      rejectedRows: 3,
      notSent: 0,
      ending: 'complete' as const,
    };
    const merged = await withEarlierProblems(outcome, [p(2), p(2), p(9)]);
    expect(merged.rejected.map((x) => x.row)).toEqual([2, 2, 3, 4, 9, 10]);
    expect(merged.rejectedRows).toBe(5);
  });
});
