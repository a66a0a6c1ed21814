import { CHAIN_FORMAT, verifyEntries, type ChainVerdict, type ChainedEntry } from '../chain';
import { EXPORT_COLUMNS, INTEGRITY_KEYS } from './registerWorkbook';
import { readWorkbook } from './readWorkbook';

export type FileVerdict = ChainVerdict | { ok: false; reason: 'format' };

/**
 * Checks an exported register file: its entries from the first, each against its hash and the
 * one before, and the last against the chain head the file states (which the service can confirm).
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
  const [entityId, sequence, hash] = [
    Number(value(INTEGRITY_KEYS.entity)),
    Number(value(INTEGRITY_KEYS.headSequence)),
    value(INTEGRITY_KEYS.headHash),
  ];
  if (
    value(INTEGRITY_KEYS.format) !== CHAIN_FORMAT ||
    !hash ||
    !Number.isInteger(entityId) ||
    !Number.isInteger(sequence)
  )
    return { ok: false, reason: 'format' };
  const entries = register
    .slice(1)
    .map(
      (row) => Object.fromEntries(EXPORT_COLUMNS.map((column, index) => [column, row[index] ?? ''])) as ChainedEntry,
    );
  return verifyEntries(entries, { entityId, sequence, hash });
};
