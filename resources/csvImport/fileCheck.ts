import { checkHeaderOf, columnsOfHeaderOf, emptyValuesOf, type CsvFormat, type ImportContext } from './csvFormat';
import type { HeaderCheck, ImportRow, RowProblem } from './importTypes';

/** How many rows the preview shows. */
export const PREVIEW_ROWS = 10;

export interface PreviewRow {
  row: ImportRow;
  problems: RowProblem[];
}

export interface FileSummary {
  header: HeaderCheck;
  /** Data rows read (blank lines left out). */
  rows: number;
  /** Rows with no problem, ready to send. */
  ready: number;
  preview: PreviewRow[];
  /** Every problem found before sending, in row order. */
  problems: RowProblem[];
}

const isBlank = (fields: readonly string[]) => fields.every((field) => field.trim() === '');

/**
 * Checks a CSV file record by record as the parser hands them over (the worker's state): the
 * header first (PM-0034), then each row's values and repeated keys. Good rows are kept for the
 * upload; the first rows are kept for the preview.
 */
export const createFileCheck = <C extends string>(format: CsvFormat<C>, context?: ImportContext) => {
  let header: HeaderCheck<C> | undefined;
  let columns: (C | undefined)[] = [];
  let line = 0;
  let rows = 0;
  const ready: ImportRow<C>[] = [];
  const preview: PreviewRow[] = [];
  let problems: RowProblem[] = [];
  const firstRowOf = new Map<string, number>();

  const add = (fields: readonly string[]) => {
    line += 1;
    if (!header) {
      header = checkHeaderOf(format, fields);
      columns = columnsOfHeaderOf(format, fields);
      return;
    }
    if (!header.ok || isBlank(fields)) return;
    rows += 1;
    const values = emptyValuesOf(format);
    fields.forEach((value, index) => {
      const column = columns[index];
      if (column) values[column] = value;
    });
    const row: ImportRow<C> = { row: line, values };
    const found = format.checkRow(row, context);
    const key = format.keyOf(values[format.keyColumn]);
    const first = firstRowOf.get(key);
    if (first !== undefined && !found.length) found.push(format.repeated(row, key, first));
    else if (first === undefined && key) firstRowOf.set(key, line);
    if (preview.length < PREVIEW_ROWS) preview.push({ row, problems: found });
    if (found.length) problems.push(...found);
    else ready.push(row);
  };

  /** The problems found since the last call (the worker streams them out as it reads). */
  const takeProblems = () => {
    const taken = problems;
    problems = [];
    return taken;
  };

  const summary = (): Omit<FileSummary, 'problems'> => ({
    header: header ?? checkHeaderOf(format, []),
    rows,
    ready: ready.length,
    preview,
  });

  return { add, summary, takeProblems, readyRows: (start: number, end: number) => ready.slice(start, end) };
};
