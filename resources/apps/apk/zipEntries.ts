/** Reads one entry of a ZIP archive (an APK is one) from its central directory; no ZIP64. */

/** Inflates raw DEFLATE data (method 8); the sandbox passes Node's zlib, tests may pass their own. */
export type InflateRaw = (data: Uint8Array) => Uint8Array;

const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const LOCAL_SIGNATURE = 0x04034b50;
const STORED = 0;
const DEFLATED = 8;

export class ZipFormatError extends Error {}

interface CentralEntry {
  name: string;
  method: number;
  compressedSize: number;
  localOffset: number;
}

const view = (bytes: Uint8Array) => new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);

const endOfCentralDirectory = (bytes: Uint8Array, data: DataView) => {
  const lowest = Math.max(0, bytes.length - 22 - 0xffff);
  for (let at = bytes.length - 22; at >= lowest; at -= 1) {
    if (data.getUint32(at, true) === EOCD_SIGNATURE) return at;
  }
  throw new ZipFormatError('no end of central directory');
};

/** The archive's entries as its central directory lists them. */
export const zipEntries = (bytes: Uint8Array): CentralEntry[] => {
  const data = view(bytes);
  const end = endOfCentralDirectory(bytes, data);
  const count = data.getUint16(end + 10, true);
  let at = data.getUint32(end + 16, true);
  const decoder = new TextDecoder();
  const entries: CentralEntry[] = [];
  for (let index = 0; index < count; index += 1) {
    if (at + 46 > bytes.length || data.getUint32(at, true) !== CENTRAL_SIGNATURE)
      throw new ZipFormatError('bad central directory');
    const nameLength = data.getUint16(at + 28, true);
    entries.push({
      method: data.getUint16(at + 10, true),
      compressedSize: data.getUint32(at + 20, true),
      localOffset: data.getUint32(at + 42, true),
      name: decoder.decode(bytes.subarray(at + 46, at + 46 + nameLength)),
    });
    at += 46 + nameLength + data.getUint16(at + 30, true) + data.getUint16(at + 32, true);
  }
  return entries;
};

/** The bytes of the entry named `name`, or undefined when the archive has none. */
export const readZipEntry = (bytes: Uint8Array, name: string, inflateRaw: InflateRaw): Uint8Array | undefined => {
  const entry = zipEntries(bytes).find((candidate) => candidate.name === name);
  if (!entry) return undefined;
  const data = view(bytes);
  const local = entry.localOffset;
  if (local + 30 > bytes.length || data.getUint32(local, true) !== LOCAL_SIGNATURE)
    throw new ZipFormatError('bad local header');
  const start = local + 30 + data.getUint16(local + 26, true) + data.getUint16(local + 28, true);
  const content = bytes.subarray(start, start + entry.compressedSize);
  if (content.length !== entry.compressedSize) throw new ZipFormatError('truncated entry');
  if (entry.method === STORED) return content;
  if (entry.method === DEFLATED) return inflateRaw(content);
  throw new ZipFormatError(`unsupported method ${entry.method}`);
};
