import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import type { CsvFormatName, ImportContext } from './csvFormat';
import type { ImportBatch, RowResult } from './importTypes';
import { nextTask } from '../core/nextTask';
import { createCsvReader, type CsvReader } from './csvReader';
import type { FileSummary } from './fileCheck';
import { uploadInBatches, withEarlierProblems, type UploadOutcome } from './uploadInBatches';

export type ImportPhase =
  | { name: 'idle' }
  | { name: 'reading'; fileName: string; rows: number; percent: number }
  | { name: 'failed'; message: string }
  | { name: 'preview'; fileName: string; summary: FileSummary }
  | { name: 'uploading'; fileName: string; summary: FileSummary; sent: number; created: number; cancelling: boolean }
  | { name: 'done'; fileName: string; summary: FileSummary; outcome: UploadOutcome };

/** Progress repaints at most this often, however fast batches come back. */
const PROGRESS_MS = 250;

/**
 * A CSV import (of the named format) from file to report: read and checked in a worker, previewed, sent in batches
 * with progress and cancel, then every refused row (found before sending or by the service).
 */
export const useCsvImport = (
  format: CsvFormatName,
  send: (batch: ImportBatch) => Promise<RowResult[]>,
  context?: ImportContext,
) => {
  const [phase, setPhase] = useState<ImportPhase>({ name: 'idle' });
  const reader = useRef<CsvReader | null>(null);
  const cancelled = useRef(false);

  useEffect(() => () => reader.current?.dispose(), []);

  const choose = useCallback(
    async (file: File) => {
      reader.current?.dispose();
      const current = createCsvReader(format, context);
      reader.current = current;
      setPhase({ name: 'reading', fileName: file.name, rows: 0, percent: 0 });
      try {
        const summary = await current.read(file, (rows, bytes) =>
          setPhase({
            name: 'reading',
            fileName: file.name,
            rows,
            percent: file.size ? (100 * bytes) / file.size : 100,
          }),
        );
        // A transition: React renders the preview in slices instead of one long task.
        startTransition(() => setPhase({ name: 'preview', fileName: file.name, summary }));
      } catch (error) {
        setPhase({ name: 'failed', message: error instanceof Error ? error.message : String(error) });
      }
    },
    [format, context],
  );

  const start = useCallback(async () => {
    const current = reader.current;
    if (phase.name !== 'preview' || !current) return;
    const { fileName, summary } = phase;
    cancelled.current = false;
    let painted = 0;
    startTransition(() => setPhase({ name: 'uploading', fileName, summary, sent: 0, created: 0, cancelling: false }));
    const outcome = await uploadInBatches({
      total: summary.ready,
      rowsOf: async (from, to) => {
        const batch = await current.rows(from, to);
        await nextTask(); // receiving a batch and sending it are two tasks, not one
        return batch;
      },
      send,
      isCancelled: () => cancelled.current,
      onProgress: (sent, created) => {
        const now = performance.now();
        if (now - painted < PROGRESS_MS && sent < summary.ready) return;
        painted = now;
        setPhase((last) => (last.name === 'uploading' ? { ...last, sent, created } : last));
      },
    });
    const done = await withEarlierProblems(outcome, summary.problems);
    startTransition(() => setPhase({ name: 'done', fileName, summary, outcome: done }));
  }, [send, phase]);

  const cancel = useCallback(() => {
    cancelled.current = true;
    setPhase((last) => (last.name === 'uploading' ? { ...last, cancelling: true } : last));
  }, []);

  const reset = useCallback(() => {
    reader.current?.dispose();
    reader.current = null;
    setPhase({ name: 'idle' });
  }, []);

  return { phase, choose, start, cancel, reset };
};
