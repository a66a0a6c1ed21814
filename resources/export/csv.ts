import { inertText, type CellValue } from './cells';

/** Opens a CSV file so spreadsheets read it as UTF-8. */
export const CSV_BOM = '\uFEFF';

/** Quoted when it holds a separator (comma, semicolon, tab), a quote or a line break. */
const NEEDS_QUOTES = /[",;\t\r\n]/;

/**
 * One CSV cell, safe to open in a spreadsheet: text that would start a formula is neutralised
 * (`inertText`), then quoted where needed. Finite numbers and booleans are written as they are;
 * an empty cell for null, undefined and non-finite numbers.
 */
export const csvCell = (value: CellValue): string => {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean') return String(value);
  const text = inertText(value);
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/** One CSV line (comma separated, CRLF ended). */
export const csvLine = (values: readonly CellValue[]) => values.map(csvCell).join(',') + '\r\n';

/** The text of a CSV file: its header and rows, without the BOM. */
export const csvText = (header: readonly CellValue[], rows: readonly (readonly CellValue[])[]) =>
  csvLine(header) + rows.map(csvLine).join('');
