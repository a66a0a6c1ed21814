import { HttpError } from 'ra-core';
import type { ServiceName } from '../resources/core/resourceSchema';

/** What the HTTP layer needs from the session. */
export interface SessionReader {
  token(): string | null;
  entityId(): string | null;
}

export interface HttpRequestOptions extends RequestInit {
  /** The token refresh call never carries the entity header. */
  isTokenRefresh?: boolean;
}

export interface HttpResponse {
  status: number;
  headers: Headers;
  body: string;
  json: unknown;
}

export type HttpClient = (url: string, options?: HttpRequestOptions) => Promise<HttpResponse>;

/** Maps a failed response to the error the console shows; the error catalogue plugs in here. */
export type ErrorMapper = (status: number, json: unknown, body: string) => Error;

/** The transaction service and the token refresh are the two calls without `entity-id`. */
export const sendsEntityHeader = (service: ServiceName, isTokenRefresh = false) =>
  service !== 'transactions' && !isTokenRefresh;

export const defaultErrorMapper: ErrorMapper = (status, json, body) =>
  new HttpError(body || String(status), status, json);

const parseJson = (body: string): unknown => {
  if (!body) return null;
  try {
    return JSON.parse(body);
  } catch {
    return body;
  }
};

/**
 * The one place requests leave the console: bearer token, JSON content type and the selected
 * entity, per spec section 7. Returns a client bound to one service.
 */
export const createHttpClient =
  (session: SessionReader, mapError: ErrorMapper = defaultErrorMapper, fetchImpl: typeof fetch = fetch) =>
  (service: ServiceName): HttpClient =>
  async (url, { isTokenRefresh, ...init } = {}) => {
    const headers = new Headers(init.headers);
    if (!(init.body instanceof FormData) && !(init.body instanceof URLSearchParams)) {
      headers.set('Content-Type', 'application/json');
    }
    headers.set('Accept', 'application/json');
    const token = session.token();
    if (token) headers.set('Authorization', `Bearer ${token}`);
    const entityId = session.entityId();
    if (entityId && sendsEntityHeader(service, isTokenRefresh)) headers.set('entity-id', entityId);

    const response = await fetchImpl(url, { ...init, headers });
    const body = await response.text();
    const json = parseJson(body);
    if (response.status < 200 || response.status >= 300) throw mapError(response.status, json, body);
    return { status: response.status, headers: response.headers, body, json };
  };
