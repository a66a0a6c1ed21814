import { SERIAL_PATTERN } from '../schema';

const serialPattern = new RegExp(SERIAL_PATTERN);
const HEADER = /^serial(_?number)?$/i;

export interface SerialList {
  /** Distinct well-formed serials, in the order given. */
  serials: string[];
  /** Entries that are not serial numbers (TM-0001). */
  invalid: string[];
  /** How many entries repeated an earlier one. */
  duplicates: number;
}

/**
 * Serial numbers from pasted text or the text of a CSV file: one per line or separated by
 * commas, semicolons or spaces; the first column of a CSV row; a 'serialNumber' header is
 * ignored. Serials are upper-cased, as the terminal service stores them.
 */
export const parseSerialList = (text: string): SerialList => {
  const entries = text
    .split(/\r?\n/)
    .flatMap((line) => (line.includes(',') || line.includes(';') ? [line.split(/[,;]/)[0]] : line.split(/\s+/)))
    .map((entry) => entry.trim().replace(/^"|"$/g, '').trim())
    .filter((entry) => entry !== '' && !HEADER.test(entry));
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
