import { type ChainVerdict, verifyChain } from './hashChain';
import { INTEGRITY_KEYS } from './registerWorkbook';
import { readWorkbook } from './readWorkbook';

export type FileVerdict = ChainVerdict | { ok: false; reason: 'format' };

/**
 * Checks an exported register file: its first sheet's rows against their chained hashes (the
 * header included), the second sheet's row count and final digest.
 */
export const verifyRegisterFile = async (bytes: Uint8Array): Promise<FileVerdict> => {
  let sheets: Map<string, string[][]>;
  try {
    sheets = await readWorkbook(bytes);
  } catch {
    return { ok: false, reason: 'format' };
  }
  const [register, integrity] = [...sheets.values()];
  if (!register?.length || !integrity) return { ok: false, reason: 'format' };
  const value = (key: string) => integrity.find((row) => row[0] === key)?.[1];
  const digest = value(INTEGRITY_KEYS.digest);
  const rows = Number(value(INTEGRITY_KEYS.rows));
  if (!digest || !Number.isInteger(rows)) return { ok: false, reason: 'format' };
  const [header, ...data] = register;
  const width = header.length;
  // Trailing empty cells are not written: pad every row to the header's width.
  const padded = data.map((row) => Array.from({ length: width }, (_, index) => row[index] ?? ''));
  return verifyChain(header, padded, { digest, rows });
};
