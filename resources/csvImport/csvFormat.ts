import type { HeaderCheck, ImportRow, RowProblem } from './importTypes';

/** The imports the CSV worker knows, by name (a worker gets plain data: it looks its format up). */
export type CsvFormatName = 'terminals' | 'commerces';

/** Who imports: the entity whose rules each row must meet (its variant, its configuration flags). */
export interface ImportContext {
  entityId: number;
  config: Readonly<Record<string, string>>;
}

/** What one kind of CSV import holds and how its rows are checked before anything is sent. */
export interface CsvFormat<C extends string = string> {
  name: CsvFormatName;
  columns: readonly C[];
  required: readonly C[];
  /** The column that names a row (serial number, merchant id): shown in reports, unique in a file. */
  keyColumn: C;
  /** A key as the service compares it (trimmed, without case...). */
  keyOf(value: string): string;
  /** The problem of a row whose key an earlier row of the file already has. */
  repeated(row: ImportRow<C>, key: string, firstRow: number): RowProblem;
  /** The problems of a row's values alone (and the importing entity's rules), before any record is looked up. */
  checkRow(row: ImportRow<C>, context?: ImportContext): RowProblem[];
  /** Rows of the example file, which the importing entity's rules take as they are. */
  exampleRows(context?: ImportContext): readonly (readonly string[])[];
}

export const emptyValuesOf = <C extends string>(format: Pick<CsvFormat<C>, 'columns'>): Record<C, string> =>
  Object.fromEntries(format.columns.map((column) => [column, ''])) as Record<C, string>;

/**
 * PM-0034 when the header lacks a column, names one the format does not have, or repeats one.
 * Order is free; names are compared trimmed and without case.
 */
export const checkHeaderOf = <C extends string>(
  format: Pick<CsvFormat<C>, 'columns'>,
  header: readonly string[],
): HeaderCheck<C> => {
  const names = header.map((name) => name.trim());
  const known = new Map(format.columns.map((column) => [column.toLowerCase(), column]));
  const seen = new Set<string>();
  const duplicated: string[] = [];
  const unknown: string[] = [];
  names.forEach((name) => {
    const key = name.toLowerCase();
    if (seen.has(key)) duplicated.push(name);
    seen.add(key);
    if (!known.has(key)) unknown.push(name);
  });
  const missing = format.columns.filter((column) => !seen.has(column.toLowerCase()));
  return { ok: !missing.length && !unknown.length && !duplicated.length, missing, unknown, duplicated };
};

/** The column of each header position (undefined for a name the format does not know). */
export const columnsOfHeaderOf = <C extends string>(
  format: Pick<CsvFormat<C>, 'columns'>,
  header: readonly string[],
): (C | undefined)[] =>
  header.map((name) => format.columns.find((column) => column.toLowerCase() === name.trim().toLowerCase()));
