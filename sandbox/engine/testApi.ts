import { fetchUtils } from 'ra-core';
import simpleRestProvider from 'ra-data-simple-rest';
import type { ServiceName } from '../../resources/core/resourceSchema';
import type { TestSandbox } from '../testing/startSandbox';

/** Test helpers for the resource engine: raw HTTP calls and the official simple-rest client. */

export interface CallOptions {
  token?: string;
  /** The `entity-id` header; omitted when undefined. */
  entity?: number | string;
  body?: unknown;
  /** A body sent as is (for malformed or oversized payloads). */
  rawBody?: string;
  headers?: Record<string, string>;
}

export interface CallResult {
  status: number;
  headers: Headers;
  text: string;
  /** The parsed JSON body, or undefined. */
  json: unknown;
}

const parse = (text: string): unknown => {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
};

export const callerOf =
  (sandbox: Pick<TestSandbox, 'baseUrl'>) =>
  async (method: string, path: string, options: CallOptions = {}): Promise<CallResult> => {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (options.entity !== undefined) headers['entity-id'] = String(options.entity);
    const body = options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body));
    if (body !== undefined) headers['content-type'] ??= 'application/json';
    const response = await fetch(sandbox.baseUrl + path, { method, headers, body });
    const text = await response.text();
    return { status: response.status, headers: response.headers, text, json: parse(text) };
  };

/** A record-ish JSON body. */
export type Json = Record<string, unknown>;
export const asRecord = (value: unknown): Json => value as Json;
export const asRecords = (value: unknown): Json[] => value as Json[];

/**
 * ra-data-simple-rest against one service of the sandbox, with the headers the console's
 * httpClient sends: the bearer token and, except for the transaction service, the entity.
 */
export const simpleRestOf = (
  sandbox: Pick<TestSandbox, 'baseUrl'>,
  service: ServiceName,
  token: string,
  entity?: number,
) => {
  const httpClient = (url: string, options: fetchUtils.Options = {}) => {
    const headers = new Headers(options.headers ?? { Accept: 'application/json' });
    headers.set('Authorization', `Bearer ${token}`);
    if (entity !== undefined) headers.set('entity-id', String(entity));
    return fetchUtils.fetchJson(url, { ...options, headers });
  };
  return simpleRestProvider(`${sandbox.baseUrl}/${service}`, httpClient);
};
