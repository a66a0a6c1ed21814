/** Compresses bytes with raw DEFLATE; without one, entries are stored uncompressed. */
export type Deflate = (bytes: Uint8Array) => Uint8Array;

export interface ZipEntry {
  name: string;
  bytes: Uint8Array;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

export const crc32 = (bytes: Uint8Array) => {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
};

const header = (size: number, write: (view: DataView) => void) => {
  const bytes = new Uint8Array(size);
  write(new DataView(bytes.buffer));
  return bytes;
};

/**
 * A ZIP archive (PKWARE APPNOTE: local headers, data, central directory, end record), enough for
 * OOXML workbooks and log bundles. Entries are deflated (method 8) when a deflate is given.
 */
export const zipArchive = (entries: readonly ZipEntry[], deflate?: Deflate): Uint8Array => {
  const encoder = new TextEncoder();
  const parts: Uint8Array[] = [];
  const central: Uint8Array[] = [];
  let offset = 0;
  entries.forEach(({ name, bytes }) => {
    const nameBytes = encoder.encode(name);
    const data = deflate ? deflate(bytes) : bytes;
    const method = deflate ? 8 : 0;
    const crc = crc32(bytes);
    const local = header(30, (view) => {
      view.setUint32(0, 0x04034b50, true);
      view.setUint16(4, 20, true);
      view.setUint16(6, 0x0800, true); // UTF-8 names
      view.setUint16(8, method, true);
      view.setUint32(14, crc, true);
      view.setUint32(18, data.length, true);
      view.setUint32(22, bytes.length, true);
      view.setUint16(26, nameBytes.length, true);
    });
    central.push(
      header(46, (view) => {
        view.setUint32(0, 0x02014b50, true);
        view.setUint16(4, 20, true);
        view.setUint16(6, 20, true);
        view.setUint16(8, 0x0800, true);
        view.setUint16(10, method, true);
        view.setUint32(16, crc, true);
        view.setUint32(20, data.length, true);
        view.setUint32(24, bytes.length, true);
        view.setUint16(28, nameBytes.length, true);
        view.setUint32(42, offset, true);
      }),
      nameBytes,
    );
    parts.push(local, nameBytes, data);
    offset += local.length + nameBytes.length + data.length;
  });
  const centralSize = central.reduce((sum, part) => sum + part.length, 0);
  const end = header(22, (view) => {
    view.setUint32(0, 0x06054b50, true);
    view.setUint16(8, entries.length, true);
    view.setUint16(10, entries.length, true);
    view.setUint32(12, centralSize, true);
    view.setUint32(16, offset, true);
  });
  const all = [...parts, ...central, end];
  const out = new Uint8Array(all.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  all.forEach((part) => {
    out.set(part, at);
    at += part.length;
  });
  return out;
};
