/**
 * A `fetch` over XMLHttpRequest, for uploads: fetch cannot report how much of a request body has
 * been sent. Reports progress, honours the init's abort signal, answers a standard Response.
 */
export const progressTransport =
  (onProgress?: (sent: number, total: number) => void): typeof fetch =>
  (input, init = {}) =>
    new Promise<Response>((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open(init.method ?? 'GET', String(input));
      new Headers(init.headers).forEach((value, name) => xhr.setRequestHeader(name, value));
      if (onProgress) xhr.upload.onprogress = (event) => onProgress(event.loaded, event.total);
      const abort = () => xhr.abort();
      init.signal?.addEventListener('abort', abort, { once: true });
      xhr.onload = () => {
        init.signal?.removeEventListener('abort', abort);
        resolve(new Response(xhr.status === 204 ? null : xhr.responseText, { status: xhr.status }));
      };
      xhr.onerror = () => reject(new TypeError('Network request failed'));
      xhr.onabort = () => reject(new DOMException('The upload was cancelled', 'AbortError'));
      if (init.signal?.aborted) return xhr.abort();
      xhr.send(init.body as XMLHttpRequestBodyInit | null | undefined);
    });
