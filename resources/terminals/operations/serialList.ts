import { csvText } from '../../export/csv';
import { SERIAL_PATTERN } from '../schema';

const serialPattern = new RegExp(SERIAL_PATTERN);

/** The one column of a serial-list CSV, downloaded and uploaded alike. */
export const SERIAL_LIST_HEADER = 'serialNumber';

export interface SerialList {
  /** Distinct well-formed serials, in the order given. */
  serials: string[];
  /** Entries that are not serial numbers (TM-0001). */
  invalid: string[];
  /** How many entries repeated an earlier one. */
  duplicates: number;
}

const firstCell = (line: string) => line.split(/[,;]/)[0].trim().replace(/^"|"$/g, '').trim();

/**
 * Serial numbers from typed or pasted text: one per line or separated by commas, semicolons or
 * spaces (the first column of a line with commas or semicolons). Serials are upper-cased, as the
 * terminal service stores them.
 */
export const parseSerialList = (text: string): SerialList => {
  const entries = text
    .split(/\r?\n/)
    .flatMap((line) => (line.includes(',') || line.includes(';') ? [firstCell(line)] : line.split(/\s+/)))
    .map((entry) => entry.trim().replace(/^"|"$/g, '').trim())
    .filter((entry) => entry !== '');
  const seen = new Set<string>();
  const invalid: string[] = [];
  let duplicates = 0;
  entries.forEach((entry) => {
    const serial = entry.toUpperCase();
    if (!serialPattern.test(serial)) invalid.push(entry);
    else if (seen.has(serial)) duplicates += 1;
    else seen.add(serial);
  });
  return { serials: [...seen], invalid, duplicates };
};

/** A serial-list file read: its serials, one per line, or the code of what is wrong with it. */
export type SerialListFile = { text: string } | { code: 'PM-0034' | 'GM-0019' };

/**
 * A serial-list CSV (spec 5: a header and at least one filled row): the first line must be the
 * `serialNumber` header (PM-0034 otherwise), then one serial per row in the first column
 * (GM-0019 when there is none). The header is never read as a serial.
 */
export const readSerialListFile = (content: string): SerialListFile => {
  const lines = content.replace(/^\uFEFF/, '').split(/\r?\n/);
  const headerAt = lines.findIndex((line) => line.trim() !== '');
  if (headerAt < 0) return { code: 'GM-0019' };
  if (firstCell(lines[headerAt]).toLowerCase() !== SERIAL_LIST_HEADER.toLowerCase()) return { code: 'PM-0034' };
  const serials = lines
    .slice(headerAt + 1)
    .map(firstCell)
    .filter((cell) => cell !== '');
  return serials.length > 0 ? { text: serials.join('\n') } : { code: 'GM-0019' };
};

/** The text of a serial-list CSV: the header, then one serial per row. */
export const serialListCsv = (serials: readonly string[]) =>
  csvText(
    [SERIAL_LIST_HEADER],
    serials.map((serial) => [serial]),
  );
