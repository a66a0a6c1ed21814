/** Reads a ZIP archive (an APK is one) through its central directory; no ZIP64. */

/** Inflates raw DEFLATE data (method 8) into at most `maxBytes`; the sandbox passes Node's zlib. */
export type InflateRaw = (data: Uint8Array, maxBytes: number) => Uint8Array;

const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const LOCAL_SIGNATURE = 0x04034b50;
export const EOCD_SIZE = 22;
/** The end record sits within the last 22 bytes plus the longest comment. */
export const EOCD_SEARCH = EOCD_SIZE + 0xffff;
export const LOCAL_HEADER_SIZE = 30;
export const STORED = 0;
export const DEFLATED = 8;

export class ZipFormatError extends Error {}

export interface CentralEntry {
  name: string;
  method: number;
  compressedSize: number;
  /** What the directory declares; an inflater must still stop at its own limit. */
  uncompressedSize: number;
  localOffset: number;
}

/** Where the central directory is, read from the archive's last bytes (`tail`, ending at `length`). */
export interface CentralDirectory {
  offset: number;
  size: number;
  count: number;
}

const view = (bytes: Uint8Array) => new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/** The central directory's place, from the end record found in `tail` (the last bytes of an archive of `length`). */
export const locateCentralDirectory = (tail: Uint8Array, length: number): CentralDirectory => {
  const data = view(tail);
  const lowest = Math.max(0, tail.length - EOCD_SEARCH);
  for (let at = tail.length - EOCD_SIZE; at >= lowest; at -= 1) {
    if (data.getUint32(at, true) !== EOCD_SIGNATURE) continue;
    const directory = {
      count: data.getUint16(at + 10, true),
      size: data.getUint32(at + 12, true),
      offset: data.getUint32(at + 16, true),
    };
    if (directory.offset + directory.size > length) throw new ZipFormatError('central directory out of the archive');
    return directory;
  }
  throw new ZipFormatError('no end of central directory');
};

/** The entries a central directory (its bytes alone) lists. */
export const readCentralDirectory = (directory: Uint8Array, count: number): CentralEntry[] => {
  const data = view(directory);
  const decoder = new TextDecoder();
  const entries: CentralEntry[] = [];
  let at = 0;
  for (let index = 0; index < count; index += 1) {
    if (at + 46 > directory.length || data.getUint32(at, true) !== CENTRAL_SIGNATURE)
      throw new ZipFormatError('bad central directory');
    const nameLength = data.getUint16(at + 28, true);
    entries.push({
      method: data.getUint16(at + 10, true),
      compressedSize: data.getUint32(at + 20, true),
      uncompressedSize: data.getUint32(at + 24, true),
      localOffset: data.getUint32(at + 42, true),
      name: decoder.decode(directory.subarray(at + 46, at + 46 + nameLength)),
    });
    at += 46 + nameLength + data.getUint16(at + 30, true) + data.getUint16(at + 32, true);
  }
  return entries;
};

/** The archive's entries as its central directory lists them. */
export const zipEntries = (bytes: Uint8Array): CentralEntry[] => {
  const { offset, size, count } = locateCentralDirectory(bytes, bytes.length);
  return readCentralDirectory(bytes.subarray(offset, offset + size), count);
};

/** Where an entry's data starts, from its local header (the first 30 bytes at its offset). */
export const dataStartOf = (entry: CentralEntry, localHeader: Uint8Array) => {
  const data = view(localHeader);
  if (localHeader.length < LOCAL_HEADER_SIZE || data.getUint32(0, true) !== LOCAL_SIGNATURE)
    throw new ZipFormatError('bad local header');
  return entry.localOffset + LOCAL_HEADER_SIZE + data.getUint16(26, true) + data.getUint16(28, true);
};

/** Refuses an entry larger than `maxBytes`, by the directory's word, before anything is read. */
export const checkEntrySize = (entry: CentralEntry, maxBytes: number) => {
  if (entry.uncompressedSize > maxBytes || entry.compressedSize > maxBytes)
    throw new ZipFormatError(`entry ${entry.name} over ${maxBytes} bytes`);
  if (entry.method !== STORED && entry.method !== DEFLATED)
    throw new ZipFormatError(`unsupported method ${entry.method}`);
};

/** The bytes of the entry named `name` (at most `maxBytes` of them), or undefined when the archive has none. */
export const readZipEntry = (
  bytes: Uint8Array,
  name: string,
  inflateRaw: InflateRaw,
  maxBytes: number,
): Uint8Array | undefined => {
  const entry = zipEntries(bytes).find((candidate) => candidate.name === name);
  if (!entry) return undefined;
  checkEntrySize(entry, maxBytes);
  const start = dataStartOf(entry, bytes.subarray(entry.localOffset, entry.localOffset + LOCAL_HEADER_SIZE));
  const content = bytes.subarray(start, start + entry.compressedSize);
  if (content.length !== entry.compressedSize) throw new ZipFormatError('truncated entry');
  return entry.method === STORED ? content : inflateRaw(content, maxBytes);
};
