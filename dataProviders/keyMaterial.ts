import { bytesToHex } from '../resources/core/bytesToHex';

/** Key material made in the browser as the sandbox makes it in node: random base64url text and SHA-256 hex. */

export const randomBase64url = (byteCount: number) =>
  btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(byteCount))))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/={1,2}$/, '');

export const sha256Hex = async (text: string) =>
  bytesToHex(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
