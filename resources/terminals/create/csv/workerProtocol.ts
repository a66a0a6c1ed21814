import type { FileSummary } from './fileCheck';
import type { ImportRow } from './importFormat';

/** Messages to the CSV worker. */
export type ToWorker = { type: 'parse'; file: File } | { type: 'batch'; start: number; end: number };

/** Messages from the CSV worker. */
export type FromWorker =
  | { type: 'progress'; bytes: number; rows: number }
  | { type: 'parsed'; summary: FileSummary }
  | { type: 'batch'; start: number; rows: ImportRow[] }
  | { type: 'failed'; message: string };
