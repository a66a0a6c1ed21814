/** A minimal ZIP writer for test archives: stored entries, or deflated by a function the caller passes. */

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

export const crc32 = (bytes: Uint8Array) => {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = crcTable[(crc ^ byte) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
};

export interface ZipInput {
  name: string;
  content: Uint8Array;
  /** Already deflated data, written as it is with the size the directory should declare (hostile archives). */
  deflated?: { data: Uint8Array; declaredSize: number };
}

const le = (size: 2 | 4, value: number) => {
  const out = new Uint8Array(size);
  for (let i = 0; i < size; i += 1) out[i] = (value >>> (8 * i)) & 0xff;
  return out;
};

const concat = (parts: Uint8Array[]): Uint8Array<ArrayBuffer> => {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
};

export const writeZip = (
  entries: ZipInput[],
  deflateRaw?: (data: Uint8Array) => Uint8Array,
): Uint8Array<ArrayBuffer> => {
  const locals: Uint8Array[] = [];
  const centrals: Uint8Array[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = new TextEncoder().encode(entry.name);
    const data = entry.deflated?.data ?? (deflateRaw ? deflateRaw(entry.content) : entry.content);
    const method = deflateRaw || entry.deflated ? 8 : 0;
    const common = [le(2, 20), le(2, 0), le(2, method), le(2, 0), le(2, 0x21)];
    const declared = entry.deflated?.declaredSize ?? entry.content.length;
    const sizes = [le(4, crc32(entry.content)), le(4, data.length), le(4, declared)];
    const local = concat([le(4, 0x04034b50), ...common, ...sizes, le(2, name.length), le(2, 0), name, data]);
    centrals.push(
      concat([
        le(4, 0x02014b50),
        le(2, 20),
        ...common,
        ...sizes,
        le(2, name.length),
        le(2, 0),
        le(2, 0),
        le(2, 0),
        le(2, 0),
        le(4, 0),
        le(4, offset),
        name,
      ]),
    );
    locals.push(local);
    offset += local.length;
  }
  const central = concat(centrals);
  const end = concat([
    le(4, 0x06054b50),
    le(2, 0),
    le(2, 0),
    le(2, entries.length),
    le(2, entries.length),
    le(4, central.length),
    le(4, offset),
    le(2, 0),
  ]);
  return concat([...locals, central, end]);
};
