import { bytesToEmvHex, hexToBytes, normalizeHex } from './hex';
import { sha1 } from './sha1';

export interface CaKeyParts {
  rid: string;
  index: string;
  modulus: string;
  exponent: string;
}

/**
 * The CA public key check sum of EMV Book 2 (section 11.2.2): SHA-1 over RID || CA public key
 * index || modulus || exponent, each the bytes of its hex. Upper-case hex of 20 bytes.
 */
export const caKeyHash = ({ rid, index, modulus, exponent }: CaKeyParts): string =>
  bytesToEmvHex(sha1(hexToBytes(normalizeHex(rid + index + modulus + exponent))));
