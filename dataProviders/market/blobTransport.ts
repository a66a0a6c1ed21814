import { isSuccessStatus } from '../httpClient';

/**
 * A transport for the HTTP client that hands a successful answer's body to `keep` as a Blob and
 * gives the client an empty body to read; a refusal goes through untouched, so its JSON is mapped
 * like any other.
 */
export const blobTransport =
  (keep: (blob: Blob) => void): typeof fetch =>
  async (input, init) => {
    const response = await fetch(input, init);
    if (!isSuccessStatus(response.status)) return response;
    keep(await response.blob());
    return new Response(null, { status: response.status, headers: response.headers });
  };
