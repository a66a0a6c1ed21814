import { bytesToHex } from '../../core/bytesToHex';

/**
 * The tamper-evident chain of an exported activity register: each row's hash covers the row's
 * cells and the hash before it (the first, a hash of the header), and the file's final digest
 * covers the last hash and the number of rows. Editing, removing, adding or reordering a row
 * breaks every hash from there on; cutting the tail no longer matches the digest. SHA-256 through
 * WebCrypto, the same in the browser and in Node (the verify script).
 */

export const CHAIN_VERSION = 'activity-register/1';

export type ChainCell = string | null | undefined;

export const sha256 = async (text: string) =>
  bytesToHex(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));

/** Cells as written: an empty cell and a missing one are the same. */
const canonical = (cells: readonly ChainCell[]) => cells.map((cell) => cell ?? '');

export const genesisHash = (header: readonly ChainCell[]) =>
  sha256(JSON.stringify([CHAIN_VERSION, ...canonical(header)]));

export const rowHash = (previous: string, cells: readonly ChainCell[]) =>
  sha256(JSON.stringify([previous, ...canonical(cells)]));

export const finalDigest = (lastHash: string, rows: number) => sha256(JSON.stringify(['digest', lastHash, rows]));

/** The hash of every row and the final digest. */
export const chainRows = async (header: readonly ChainCell[], rows: readonly (readonly ChainCell[])[]) => {
  let previous = await genesisHash(header);
  const hashes: string[] = [];
  for (const row of rows) {
    previous = await rowHash(previous, row);
    hashes.push(previous);
  }
  return { hashes, digest: await finalDigest(previous, rows.length) };
};

export type ChainVerdict =
  | { ok: true; rows: number; digest: string }
  | { ok: false; reason: 'row'; row: number }
  | { ok: false; reason: 'digest' | 'count' };

/**
 * Checks rows that carry their hash in the last cell. `row` in a failure is 1-based among the
 * data rows (the spreadsheet's line is one more, for the header): the first row whose hash does
 * not follow from its cells and the row before it.
 */
export const verifyChain = async (
  header: readonly ChainCell[],
  rows: readonly (readonly ChainCell[])[],
  stated: { digest: string; rows: number },
): Promise<ChainVerdict> => {
  let previous = await genesisHash(header);
  for (let index = 0; index < rows.length; index += 1) {
    const cells = rows[index].slice(0, -1);
    const expected = await rowHash(previous, cells);
    if (expected !== (rows[index].at(-1) ?? '')) return { ok: false, reason: 'row', row: index + 1 };
    previous = expected;
  }
  if (stated.rows !== rows.length) return { ok: false, reason: 'count' };
  const digest = await finalDigest(previous, rows.length);
  return digest === stated.digest ? { ok: true, rows: rows.length, digest } : { ok: false, reason: 'digest' };
};
