/**
 * The shapes of a CSV import, whatever it creates (terminals, commerces): shared by the console
 * (its parsing worker, its screens) and the sandbox's import endpoints. Plain TypeScript.
 */

/** One data line of a file: its line number (the header is line 1) and its values by column. */
export interface ImportRow<C extends string = string> {
  row: number;
  values: Record<C, string>;
}

/**
 * Why a row is refused: the catalogue code when the spec has one (PM-0035, TM-0008, CM-0001...)
 * and the message key to show (the code's, or one of the import's own), with its substitutions.
 */
export interface RowProblem {
  row: number;
  code?: string;
  message: string;
  args: Record<string, string | number>;
  column?: string;
  /** The value that names the row (a serial number, a merchant id), as the file has it. */
  key: string;
}

/**
 * Rows on their way to the service, already written as JSON (an array of ImportRow) where they
 * were read: the worker does the writing, the page only passes one string along.
 */
export interface ImportBatch {
  count: number;
  json: string;
}

export const batchOf = (rows: readonly ImportRow[]): ImportBatch => ({
  count: rows.length,
  json: JSON.stringify(rows),
});

/** What the service answers for one row of a batch: the new record's id, or its problems. */
export type RowResult = { row: number; id: number } | { row: number; problems: RowProblem[] };

/** Rows per request: large enough to import 100,000 rows in a hundred calls, small enough for the body limit. */
export const IMPORT_BATCH_SIZE = 1000;

/** The message key of a catalogue code. */
export const codeMessage = (code: string) => `errors.codes.${code}`;

export interface HeaderCheck<C extends string = string> {
  ok: boolean;
  missing: C[];
  unknown: string[];
  duplicated: string[];
}
