import { bytesToBase64 } from './base64';
import type { CellValue } from './cells';
import { CSV_BOM, csvText } from './csv';
import { spreadsheetWorkbook, XLSX_TYPE, type Sheet } from './workbook';

/** A file as a service answers it inside JSON: its name, type and bytes in base64. */
export interface EncodedFile {
  fileName: string;
  contentType: string;
  base64: string;
}

/** A CSV file (`<name>.csv`, with the BOM spreadsheets read as UTF-8) through the safe writer. */
export const encodedCsv = (
  name: string,
  header: readonly CellValue[],
  rows: readonly (readonly CellValue[])[],
): EncodedFile => ({
  fileName: `${name}.csv`,
  contentType: 'text/csv',
  base64: bytesToBase64(new TextEncoder().encode(CSV_BOM + csvText(header, rows))),
});

/** An Excel workbook (`<name>.xlsx`) of the sheets, through the safe writer. */
export const encodedWorkbook = async (name: string, sheets: readonly Sheet[]): Promise<EncodedFile> => ({
  fileName: `${name}.xlsx`,
  contentType: XLSX_TYPE,
  base64: bytesToBase64(await spreadsheetWorkbook(sheets)),
});
