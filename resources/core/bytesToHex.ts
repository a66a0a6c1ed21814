/** Bytes as lower-case hexadecimal text, two digits a byte (digests, keys, fingerprints). */
export const bytesToHex = (bytes: ArrayBuffer | Uint8Array) =>
  Array.from(bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');
