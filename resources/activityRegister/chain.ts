/**
 * The register's hash chain, computed by the services when they append an entry: each entry's
 * hash covers its fields and the hash of the entity's entry before it (the first, a fixed genesis
 * value). The service reports the chain's head (last sequence and hash), so a copy of the register
 * shows an edited entry (its hash no longer follows), a removed one (a gap in the sequence) and a
 * cut tail (the last entry is not the head). SHA-256 over a canonical JSON text.
 */

export const CHAIN_FORMAT = 'activity-register/2';
export const GENESIS_HASH = '0'.repeat(64);

/** The fields an entry's hash covers, in this order. */
export const CHAINED_FIELDS = [
  'entityId',
  'sequence',
  'date',
  'userId',
  'userName',
  'action',
  'objectType',
  'objectId',
  'outcome',
  'detail',
  'changes',
] as const;

export type ChainedField = (typeof CHAINED_FIELDS)[number];
export type ChainValue = string | number | null | undefined;
export type ChainedEntry = Partial<Record<ChainedField | 'previousHash' | 'hash', ChainValue>>;

/** The chain's last entry for one entity, as the service reports it (sequence 0: no entries yet). */
export interface ChainHead {
  entityId: number;
  sequence: number;
  hash: string;
}

/** Empty and missing values are the same, numbers as their text: a spreadsheet round trip keeps it. */
export const chainCell = (value: unknown) => (value === null || value === undefined ? '' : String(value));

/** The text an entry's hash is taken of. */
export const chainPayload = (previousHash: string, entry: ChainedEntry) =>
  JSON.stringify([CHAIN_FORMAT, previousHash, ...CHAINED_FIELDS.map((field) => chainCell(entry[field]))]);

/** SHA-256 in hex through WebCrypto (browser and Node); the sandbox uses node:crypto, with the same result. */
export const sha256Hex = async (text: string) =>
  [...new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)))]
    .map((byte) => byte.toString(16).padStart(2, '0'))
    .join('');

export type ChainVerdict =
  | { ok: true; entries: number; head: ChainHead }
  /** The entry with this sequence is missing (a gap, or the chain starts late). */
  | { ok: false; reason: 'missing'; sequence: number }
  /** The entry with this sequence was changed: its hash does not follow from its fields. */
  | { ok: false; reason: 'edited'; sequence: number }
  /** The entries end before the stated head, or the head's hash is not the last entry's. */
  | { ok: false; reason: 'head' };

/** Checks a whole chain, from sequence 1, against the head the service reported. */
export const verifyEntries = async (entries: readonly ChainedEntry[], head: ChainHead): Promise<ChainVerdict> => {
  let previous = GENESIS_HASH;
  for (const [index, entry] of entries.entries()) {
    const sequence = index + 1;
    if (chainCell(entry.sequence) !== String(sequence)) return { ok: false, reason: 'missing', sequence };
    // The entity is the head's: an entry of another entity would not follow.
    const hash = await sha256Hex(chainPayload(previous, { ...entry, entityId: head.entityId }));
    if (chainCell(entry.previousHash) !== previous || hash !== entry.hash)
      return { ok: false, reason: 'edited', sequence };
    previous = hash;
  }
  if (head.sequence !== entries.length || head.hash !== (entries.length ? previous : GENESIS_HASH))
    return { ok: false, reason: 'head' };
  return { ok: true, entries: entries.length, head };
};
