import type { CellValue } from './cells';

export interface Sheet {
  /** Any text: characters a sheet name may not hold are replaced and it is cut to 31. */
  name: string;
  header: readonly string[];
  rows: readonly (readonly CellValue[])[];
}

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A name Excel accepts: no [ ] / \ : * ?, not empty, at most 31 characters, not repeated. */
const sheetNames = (names: readonly string[]) => {
  const used = new Set<string>();
  return names.map((name, index) => {
    let safe =
      name
        .replace(/[[\]/\\:*?]/g, ' ')
        .trim()
        .slice(0, 31) || `Sheet${index + 1}`;
    if (used.has(safe.toLowerCase())) safe = `${safe.slice(0, 27)} (${index + 1})`;
    used.add(safe.toLowerCase());
    return safe;
  });
};

/** Column widths (in characters) fitting the longest value, between 8 and 50. */
const columnWidths = ({ header, rows }: Sheet) =>
  header.map((title, column) => {
    const longest = rows.reduce((most, row) => Math.max(most, String(row[column] ?? '').length), title.length);
    return { width: Math.min(50, Math.max(8, longest + 2)) };
  });

const cellOf = (value: CellValue, bold = false) => {
  const style = bold ? { fontWeight: 'bold' as const } : {};
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'number') return Number.isFinite(value) ? { type: Number, value, ...style } : null;
  if (typeof value === 'boolean') return { type: Boolean, value, ...style };
  // A string cell is a shared string: shown as typed, never read as a formula.
  return { type: String, value, ...style };
};

/**
 * An .xlsx workbook (write-excel-file, loaded on first use): one sheet per entry, a bold header,
 * text as strings and numbers as numbers. No cell is ever a formula, so text that starts like one
 * (`=HYPERLINK(...)`) is shown as typed.
 */
export const spreadsheetWorkbook = async (sheets: readonly Sheet[]): Promise<Uint8Array> => {
  const { default: writeXlsxFile } = await import('write-excel-file/universal');
  const names = sheetNames(sheets.map((sheet) => sheet.name));
  const blob = await writeXlsxFile(
    sheets.map((sheet, index) => ({
      sheet: names[index],
      data: [sheet.header.map((title) => cellOf(title, true)), ...sheet.rows.map((row) => row.map((v) => cellOf(v)))],
      columns: columnWidths(sheet),
      stickyRowsCount: 1,
    })),
  ).toBlob();
  return new Uint8Array(await blob.arrayBuffer());
};
