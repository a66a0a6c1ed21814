import { bytesToHex } from '../../core/bytesToHex';

/** Hexadecimal text as EMV data: an even number of 0-9/A-F digits, one byte per pair. */
export const isHex = (text: string) => /^([0-9A-F]{2})*$/i.test(text);

/** How many bytes a hex text holds (it must be hex). */
export const byteLength = (text: string) => text.length / 2;

export const hexToBytes = (text: string): Uint8Array => {
  const bytes = new Uint8Array(text.length / 2);
  for (let i = 0; i < bytes.length; i++) bytes[i] = parseInt(text.slice(i * 2, i * 2 + 2), 16);
  return bytes;
};

/** Bytes as EMV hex: upper case. */
export const bytesToEmvHex = (bytes: Uint8Array) => bytesToHex(bytes).toUpperCase();

/** Hex as it is stored: upper case, no spaces (people paste keys with spaces and line breaks). */
export const normalizeHex = (text: string) => text.replace(/\s+/g, '').toUpperCase();
