/** Test helpers: hostile cell values and checks that an exported file keeps them inert. */
import { unzipSync } from 'fflate';
import Papa from 'papaparse';
import { expect } from 'vitest';
import type { ReportColumns } from '../../terminals/operations/shapes';

/** What an attacker puts in an alias or a commerce name (OWASP CSV injection). */
export const HOSTILE = ['=HYPERLINK("http://evil","x")', '+1+1', '-2+3', '@SUM(A1)', '\t=1', '\r=1'] as const;

/** The terminal report's column titles as the console would send them in Spanish. */
export const REPORT_COLUMNS: ReportColumns = {
  byModel: 'Por modelo',
  terminals: 'Terminales',
  brand: 'Marca',
  model: 'Modelo',
  count: 'Cantidad',
  serialNumber: 'Serie',
  commerce: 'Comercio',
  connectionType: 'Conexión',
  androidVersion: 'Android',
};

const FORMULA_START = /^[=+\-@\t\r]/;

/** The cells of a CSV text (BOM dropped), as a spreadsheet would split them. */
export const csvCells = (text: string) =>
  Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: true }).data;

/**
 * A CSV where no cell starts a formula, and where each hostile value given shows up as typed,
 * behind the quote that neutralises it.
 */
export const expectInertCsv = (text: string, hostile: readonly string[] = HOSTILE) => {
  const cells = csvCells(text).flat();
  expect(cells.filter((cell) => FORMULA_START.test(cell))).toEqual([]);
  hostile.forEach((value) => expect(cells).toContain(`'${value}`));
};

/** The text files of an .xlsx (or any zip), by name. */
export const zipTexts = (bytes: Uint8Array) =>
  Object.fromEntries(Object.entries(unzipSync(bytes)).map(([name, data]) => [name, new TextDecoder().decode(data)]));

const unescapeXml = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)))
    .replace(/&#x([0-9a-f]+);/gi, (_, code: string) => String.fromCharCode(parseInt(code, 16)))
    .replace(/&amp;/g, '&');

/** The shared strings of an .xlsx, in order. */
export const sharedStrings = (files: Record<string, string>) =>
  [...(files['xl/sharedStrings.xml'] ?? '').matchAll(/<si>(.*?)<\/si>/gs)].map(([, item]) =>
    unescapeXml([...item.matchAll(/<t[^>]*>(.*?)<\/t>/gs)].map(([, text]) => text).join('')),
  );

/**
 * An .xlsx with no formula anywhere, whose hostile values are string cells holding the text
 * exactly as typed.
 */
export const expectInertWorkbook = (bytes: Uint8Array, hostile: readonly string[] = HOSTILE) => {
  const files = zipTexts(bytes);
  const sheets = Object.keys(files).filter((name) => /^xl\/worksheets\/sheet\d+\.xml$/.test(name));
  expect(sheets.length).toBeGreaterThan(0);
  sheets.forEach((name) => expect(files[name]).not.toMatch(/<f[\s>/]/));
  const strings = sharedStrings(files);
  hostile.forEach((value) => {
    const index = strings.indexOf(value);
    expect(index, `${JSON.stringify(value)} is a shared string`).toBeGreaterThanOrEqual(0);
    const cell = new RegExp(`<c [^>]*t="s"[^>]*><v>${index}</v></c>`);
    expect(
      sheets.some((name) => cell.test(files[name])),
      `${JSON.stringify(value)} is a string cell`,
    ).toBe(true);
  });
  return files;
};
