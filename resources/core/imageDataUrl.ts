/**
 * The check of an image value in a record's schema (an agreement's icon, a card type's logos, a
 * campaign's section images): a data URL must be a PNG or JPG by its content, read by the sniffer
 * of the upload path, within a size, in the form, the in-memory provider and the sandbox. The
 * forms now upload these images and keep their address (the managed-file rule refuses a new data
 * URL); an address already stored passes here.
 */
import { declarationFits } from './upload/contentCheck';
import { sniffBase64 } from './upload/sniff';

export const IMAGE_MIME_TYPES = ['image/png', 'image/jpeg'] as const;

export const imageProblems = {
  wrongType: 'reference.image.wrongType',
  tooLarge: 'reference.image.tooLarge',
} as const;

const DATA_URL = /^data:([a-z]+\/[a-z0-9.+-]+);base64,([A-Za-z0-9+/]*={0,2})$/;
/** An image already stored: on a CDN, or among the console's own files (`/cards/visa.svg`). */
const STORED_URL = /^(https?:\/\/[^\s/$.?#][^\s]*|\/[^\s/][^\s]*)$/i;

const isAccepted = (type: string): type is (typeof IMAGE_MIME_TYPES)[number] =>
  (IMAGE_MIME_TYPES as readonly string[]).includes(type);

/** Decoded size of base64 text, without decoding it. */
export const base64Bytes = (base64: string) =>
  Math.floor((base64.length * 3) / 4) - (base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0);

/** Why an image value is refused (a message key), or null when it may be stored. */
export const imageProblem = (value: string, maxKb: number): string | null => {
  // Longer than the largest image's base64 and its header: refused before any pattern reads it.
  if (value.length > Math.ceil((maxKb * 1024) / 3) * 4 + 64) return imageProblems.tooLarge;
  if (STORED_URL.test(value)) return null;
  const match = DATA_URL.exec(value);
  if (!match) return imageProblems.wrongType;
  const [, type, base64] = match;
  if (!isAccepted(type) || base64.length < 16 || !declarationFits(sniffBase64(base64), type))
    return imageProblems.wrongType;
  return base64Bytes(base64) > maxKb * 1024 ? imageProblems.tooLarge : null;
};
