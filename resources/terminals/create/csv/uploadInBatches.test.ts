import { describe, expect, it } from 'vitest';
import { emptyValues, type ImportRow, type RowResult } from './importFormat';
import { mergeByRow, uploadInBatches } from './uploadInBatches';
import { codedProblem } from './rowProblems';

const rows = Array.from({ length: 25 }, (_, i): ImportRow => ({
  row: i + 2,
  values: { ...emptyValues(), serialNumber: `S${i}` },
}));
const rowsOf = async (start: number, end: number) => rows.slice(start, end);
/** Refuses every fifth row. */
const send = async (batch: ImportRow[]): Promise<RowResult[]> =>
  batch.map((row) =>
    row.row % 5 === 0 ? { row: row.row, problems: [codedProblem(row, 'TM-0010')] } : { row: row.row, id: row.row },
  );

describe('uploading rows in batches', () => {
  it('sends every row, keeps the good ones and lists the refused ones in order', async () => {
    const progress: number[] = [];
    const outcome = await uploadInBatches({
      total: 25,
      rowsOf,
      send,
      batchSize: 10,
      isCancelled: () => false,
      onProgress: (sent) => progress.push(sent),
    });
    expect(progress).toEqual([10, 20, 25]);
    expect(outcome).toMatchObject({ created: 20, notSent: 0, ending: 'complete' });
    expect(outcome.rejected.map((p) => p.row)).toEqual([5, 10, 15, 20, 25]);
  });

  it('stops after the batch in flight when cancelled', async () => {
    let cancel = false;
    const outcome = await uploadInBatches({
      total: 25,
      rowsOf,
      send,
      batchSize: 10,
      isCancelled: () => cancel,
      onProgress: () => {
        cancel = true;
      },
    });
    expect(outcome).toMatchObject({ created: 8, notSent: 15, ending: 'cancelled' });
  });

  it('stops when a request fails, counting that batch and the rest as not sent', async () => {
    let calls = 0;
    const failing = async (batch: ImportRow[]) => {
      calls += 1;
      if (calls === 2) throw new Error('network');
      return send(batch);
    };
    const outcome = await uploadInBatches({
      total: 25,
      rowsOf,
      send: failing,
      batchSize: 10,
      isCancelled: () => false,
      onProgress: () => undefined,
    });
    expect(outcome).toMatchObject({ created: 8, notSent: 15, ending: 'stopped' });
  });

  it('merges problems by row', () => {
    const p = (row: number) => codedProblem({ row, values: emptyValues() }, 'PM-0035');
    expect(mergeByRow([p(2), p(9)], [p(3), p(4), p(10)]).map((x) => x.row)).toEqual([2, 3, 4, 9, 10]);
  });
});
