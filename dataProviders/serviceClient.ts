import simpleRestProvider from 'ra-data-simple-rest';
import type { DataProvider } from 'ra-core';
import type { HttpClient } from './httpClient';

/** `meta: { hideNotFoundAlert: true }` asks for no alert when the record is missing (spec section 8). */
export const HIDE_NOT_FOUND_META = 'hideNotFoundAlert';

interface WithMeta {
  meta?: { [key: string]: unknown };
}

/**
 * ra-data-simple-rest sends a `Range` header beside the `range` parameter the services read
 * (ARCHITECTURE.md section 4), and a browser asks for an answer uncompressed (`Accept-Encoding:
 * identity`) whenever a request has one: a list's page came as 23 KiB instead of 4. The total
 * still comes in `Content-Range`.
 */
const withoutRangeHeader =
  (httpClient: HttpClient): HttpClient =>
  (url, options = {}) => {
    const headers = new Headers(options.headers);
    headers.delete('Range');
    return httpClient(url, { ...options, headers });
  };

/**
 * A ra-data-simple-rest client for one service. react-admin names resources after their
 * routes ('Terminal/Tags'); the service knows them by path ('api/v1/Tag'). ra-data-simple-rest
 * never hands `meta` to the HTTP client, so a second client over the same HTTP client serves
 * the calls that ask to hide a 404. Lists go to the resource's list path where it has one.
 */
export const createServiceClient = (
  baseUrl: string,
  httpClient: HttpClient,
  pathOf: (resource: string, call?: 'list') => string,
): DataProvider => {
  const client = withoutRangeHeader(httpClient);
  const plain = simpleRestProvider(baseUrl, client);
  const hiding = simpleRestProvider(baseUrl, (url, options) => client(url, { ...options, hideNotFoundAlert: true }));
  const rest = (params: WithMeta | undefined) => (params?.meta?.[HIDE_NOT_FOUND_META] === true ? hiding : plain);
  return {
    getList: (resource, params) => rest(params).getList(pathOf(resource, 'list'), params),
    getOne: (resource, params) => rest(params).getOne(pathOf(resource), params),
    getMany: (resource, params) => rest(params).getMany(pathOf(resource), params),
    getManyReference: (resource, params) => rest(params).getManyReference(pathOf(resource, 'list'), params),
    create: (resource, params) => rest(params).create(pathOf(resource), params),
    update: (resource, params) => rest(params).update(pathOf(resource), params),
    updateMany: (resource, params) => rest(params).updateMany(pathOf(resource), params),
    delete: (resource, params) => rest(params).delete(pathOf(resource), params),
    deleteMany: (resource, params) => rest(params).deleteMany(pathOf(resource), params),
  };
};
