import type { SniffedType } from './fileKinds';

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((byte, index) => bytes[at + index] === byte);

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const ZIP = [0x50, 0x4b, 0x03, 0x04];
const GIF = [0x47, 0x49, 0x46, 0x38];
const RIFF = [0x52, 0x49, 0x46, 0x46];
const WEBP = [0x57, 0x45, 0x42, 0x50];
const FTYP = [0x66, 0x74, 0x79, 0x70];
const WEBM = [0x1a, 0x45, 0xdf, 0xa3];
const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d];

/**
 * What a file is by its content, never by its name. A ZIP is an APK only when the caller, who
 * can read its entries, says it holds an AndroidManifest.xml.
 */
export const sniffType = (head: Uint8Array, zipHoldsManifest: () => boolean = () => false): SniffedType => {
  if (startsWith(head, PNG)) return 'png';
  if (startsWith(head, JPEG)) return 'jpeg';
  if (startsWith(head, GIF)) return 'gif';
  if (startsWith(head, RIFF) && startsWith(head, WEBP, 8)) return 'webp';
  if (startsWith(head, ZIP)) return zipHoldsManifest() ? 'apk' : 'zip';
  if (startsWith(head, FTYP, 4)) return 'mp4';
  if (startsWith(head, WEBM)) return 'webm';
  if (startsWith(head, PDF)) return 'pdf';
  return 'unknown';
};

/** What base64 content is, from at most its first 16 characters (12 bytes, enough for every signature). */
export const sniffBase64 = (base64: string): SniffedType => {
  const head = base64.slice(0, 16);
  const whole = head.slice(0, head.length - (head.length % 4));
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(whole)) return 'unknown';
  return sniffType(Uint8Array.from(atob(whole), (char) => char.charCodeAt(0)));
};
