import type { FileSummary } from './fileCheck';
import type { CsvFormatName, ImportContext } from './csvFormat';
import type { ImportBatch, RowProblem } from './importTypes';

/** Messages to the CSV worker. */
export type ToWorker =
  | { type: 'parse'; file: File; format: CsvFormatName; context?: ImportContext }
  | { type: 'batch'; start: number; end: number };

/** At most this many problems per message, so no message costs the page more than a few ms to receive. */
export const PROBLEMS_PER_MESSAGE = 500;

/**
 * Messages from the CSV worker: problems stream out as the file is read, a few hundred at a
 * time; `parsed` then carries only counts and the preview.
 */
export type FromWorker =
  | { type: 'progress'; bytes: number; rows: number }
  | { type: 'problems'; problems: RowProblem[] }
  | { type: 'parsed'; summary: Omit<FileSummary, 'problems'> }
  | { type: 'batch'; start: number; batch: ImportBatch }
  | { type: 'failed'; message: string };
