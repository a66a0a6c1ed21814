import { HttpError } from 'ra-core';
import type { ServiceName } from '../resources/core/resourceSchema';
import { isChange, STEP_UP_HEADER } from '../resources/permissions2fa/stepUp';
import { retryWithStepUp, type RefusalBody, type StepUpAsker } from './security/stepUpRetry';

/** What the HTTP layer needs from the session. */
export interface SessionReader {
  token(): string | null;
  entityId(): string | null;
}

export interface HttpRequestOptions extends RequestInit {
  /** The token refresh call never carries the entity header. */
  isTokenRefresh?: boolean;
  /** A 404 answer shows no alert: the caller deals with it (spec section 8). */
  hideNotFoundAlert?: boolean;
  /** The caller tells the user about a refusal itself (the login form, the entity switch): no toast. */
  refusalShownByCaller?: boolean;
  /** Sends the request in place of fetch (an upload that reports its progress). */
  transport?: typeof fetch;
}

export interface HttpResponse {
  status: number;
  headers: Headers;
  body: string;
  json: unknown;
}

export type HttpClient = (url: string, options?: HttpRequestOptions) => Promise<HttpResponse>;

/** What a mapper may need to know about the request that failed. */
export interface FailedRequest {
  hideNotFoundAlert?: boolean;
  isTokenRefresh?: boolean;
  refusalShownByCaller?: boolean;
}

const requestTokens = new WeakMap<object, string | null>();

/**
 * The bearer token the failed request carried, when the HTTP layer made it: a failure belongs to
 * the session of that token only (a late 401 of a previous entity's token ends nothing).
 */
export const requestTokenOf = (error: unknown): string | null | undefined =>
  typeof error === 'object' && error !== null ? requestTokens.get(error) : undefined;

/** Ties a failure to the token its request was sent with. */
export const withRequestToken = <E extends object>(error: E, token: string | null): E => {
  requestTokens.set(error, token);
  return error;
};

/**
 * Maps a failed response to the error the console shows; the error catalogue plugs in here.
 * `networkFailure` hears of requests that got no answer; their error is passed on unchanged.
 */
export type ErrorMapper = {
  (status: number, json: unknown, body: string, request?: FailedRequest): Error;
  networkFailure?: (error: unknown) => void;
};

/** Spec section 8: only these statuses are successes; anything else fails. */
export const isSuccessStatus = (status: number) => status === 200 || status === 201 || status === 204;

/** The transaction service and the token refresh are the two calls without `entity-id`. */
export const sendsEntityHeader = (service: ServiceName, isTokenRefresh = false) =>
  service !== 'transactions' && !isTokenRefresh;

export const defaultErrorMapper: ErrorMapper = (status, json, body) =>
  new HttpError(body || String(status), status, json);

export type { StepUpAsker } from './security/stepUpRetry';

const refusalBody = (json: unknown): RefusalBody =>
  typeof json === 'object' && json !== null ? (json as { Code?: unknown; Message?: unknown }) : undefined;

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
  (
    session: SessionReader,
    mapError: ErrorMapper = defaultErrorMapper,
    fetchImpl: typeof fetch = fetch,
    askStepUp?: StepUpAsker,
  ) =>
  (service: ServiceName): HttpClient =>
  async (url, { isTokenRefresh, hideNotFoundAlert, refusalShownByCaller, transport, ...init } = {}) => {
    const headers = new Headers(init.headers);
    if (!(init.body instanceof FormData) && !(init.body instanceof URLSearchParams)) {
      headers.set('Content-Type', 'application/json');
    }
    headers.set('Accept', 'application/json');
    const token = session.token();
    if (token) headers.set('Authorization', `Bearer ${token}`);
    const entityId = session.entityId();
    if (entityId && sendsEntityHeader(service, isTokenRefresh)) headers.set('entity-id', entityId);

    const send = async (stepUpCode?: string) => {
      if (stepUpCode) headers.set(STEP_UP_HEADER, stepUpCode);
      try {
        const response = await (transport ?? fetchImpl)(url, { ...init, headers });
        const body = await response.text();
        return { response, body, json: parseJson(body) };
      } catch (error) {
        mapError.networkFailure?.(error);
        throw error;
      }
    };
    // A change needing a 2FA-protected permission is made again with the code the user gives.
    const mayStepUp = askStepUp && !isTokenRefresh && !refusalShownByCaller && isChange(init.method ?? 'GET');
    const answer = mayStepUp
      ? await retryWithStepUp(
          send,
          (sent) => (sent.response.status === 400 ? refusalBody(sent.json) : undefined),
          askStepUp,
        )
      : await send();
    const { response, body, json } = answer;
    if (!isSuccessStatus(response.status)) {
      const failed = { hideNotFoundAlert, isTokenRefresh, refusalShownByCaller };
      throw withRequestToken(mapError(response.status, json, body, failed), token);
    }
    return { status: response.status, headers: response.headers, body, json };
  };
