/**
 * The terminal CSV import format, shared by the console (its parsing worker) and the sandbox's
 * import endpoint. Plain TypeScript: no React, no browser API.
 *
 * Commerces, groups, brands, models and profiles are named as people know them (commerce code,
 * names); the service resolves them inside the caller's entity.
 */

export const importColumns = [
  'serialNumber',
  'alias',
  'commerceCode',
  'group',
  'brand',
  'model',
  'profile',
  'owner',
  'distributor',
] as const;

export type ImportColumn = (typeof importColumns)[number];

export const requiredImportColumns: readonly ImportColumn[] = ['serialNumber', 'commerceCode', 'brand', 'model'];

/** One data line of a file: its line number (the header is line 1) and its values by column. */
export interface ImportRow {
  row: number;
  values: Record<ImportColumn, string>;
}

/**
 * Why a row is refused: the catalogue code when the spec has one (PM-0035, TM-0008, ...) and the
 * message key to show (the code's, or one of `terminalImport.problems`), with its substitutions.
 */
export interface RowProblem {
  row: number;
  code?: string;
  message: string;
  args: Record<string, string | number>;
  column?: ImportColumn;
  serialNumber: string;
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

/** What the service answers for one row of a batch: the new terminal's id, or its problems. */
export type RowResult = { row: number; id: number } | { row: number; problems: RowProblem[] };

/** Rows per request: large enough to import 100,000 rows in a hundred calls, small enough for the body limit. */
export const IMPORT_BATCH_SIZE = 1000;

export const emptyValues = (): Record<ImportColumn, string> =>
  Object.fromEntries(importColumns.map((column) => [column, ''])) as Record<ImportColumn, string>;

export interface HeaderCheck {
  ok: boolean;
  missing: ImportColumn[];
  unknown: string[];
  duplicated: string[];
}

/**
 * PM-0034 when the header lacks a column, names one the format does not have, or repeats one.
 * Order is free; names are compared trimmed and without case.
 */
export const checkHeader = (header: readonly string[]): HeaderCheck => {
  const names = header.map((name) => name.trim());
  const known = new Map(importColumns.map((column) => [column.toLowerCase(), column]));
  const seen = new Set<string>();
  const duplicated: string[] = [];
  const unknown: string[] = [];
  names.forEach((name) => {
    const key = name.toLowerCase();
    if (seen.has(key)) duplicated.push(name);
    seen.add(key);
    if (!known.has(key)) unknown.push(name);
  });
  const missing = importColumns.filter((column) => !seen.has(column.toLowerCase()));
  return { ok: !missing.length && !unknown.length && !duplicated.length, missing, unknown, duplicated };
};

/** The column of each header position (undefined for a name the format does not know). */
export const columnsOfHeader = (header: readonly string[]): (ImportColumn | undefined)[] =>
  header.map((name) => importColumns.find((column) => column.toLowerCase() === name.trim().toLowerCase()));

/** The message key of a catalogue code. */
export const codeMessage = (code: string) => `errors.codes.${code}`;

/** Message keys of the refusals the catalogue has no code for (spec section 5's group rule, ...). */
export const problemKeys = {
  commerceWithoutGroup: 'terminalImport.problems.commerceWithoutGroup',
  groupOfAnotherCommerce: 'terminalImport.problems.groupOfAnotherCommerce',
  duplicateInFile: 'terminalImport.problems.duplicateInFile',
  notSent: 'terminalImport.problems.notSent',
} as const;
