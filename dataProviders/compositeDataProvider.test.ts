import { describe, expect, it } from 'vitest';
import { schemas } from '../resources/schemaLookup';
import { createCompositeDataProvider } from './compositeDataProvider';
import { createHttpClient } from './httpClient';
import { mapServiceError } from './responseErrors';
import { serviceUrlsFrom } from './services';

const urls = serviceUrlsFrom({ apiBaseUrl: 'https://api.example.test' });

const recorder = () => {
  const calls: { method: string; url: string; headers: Headers }[] = [];
  const fetchImpl = (async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ method: init?.method ?? 'GET', url: String(url), headers: new Headers(init?.headers) });
    const isList = (init?.method ?? 'GET') === 'GET' && String(url).includes('?');
    return new Response(isList ? '[{"id":1}]' : '{"id":1}', {
      status: 200,
      headers: { 'Content-Range': 'items 0-0/1', 'Content-Type': 'application/json' },
    });
  }) as typeof fetch;
  const provider = createCompositeDataProvider({
    schemas,
    urls,
    httpClientFor: createHttpClient({ token: () => 'tok', entityId: () => '9' }, mapServiceError, fetchImpl),
  });
  return { calls, provider };
};

describe('composite data provider', () => {
  it.each(schemas.map((schema) => [schema.resource, schema] as const))(
    'routes %s to its service path (lists to its list path) for every operation',
    async (resource, schema) => {
      const { calls, provider } = recorder();
      const base = `${urls[schema.service]}/${schema.path}`;
      const listBase = `${urls[schema.service]}/${schema.listPath ?? schema.path}`;
      const { total } = await provider.getList(resource, {
        pagination: { page: 2, perPage: 10 },
        sort: { field: 'id', order: 'ASC' },
        filter: { q: 'x' },
      });
      expect(total).toBe(1);
      await provider.getOne(resource, { id: 7 });
      await provider.create(resource, { data: { a: 1 } });
      await provider.update(resource, { id: 7, data: { a: 2 }, previousData: { id: 7 } });
      await provider.delete(resource, { id: 7, previousData: { id: 7 } });
      expect(calls.map(({ method, url }) => `${method} ${url.split('?')[0]}`)).toEqual([
        `GET ${listBase}`,
        `GET ${base}/7`,
        `POST ${base}`,
        `PUT ${base}/7`,
        `DELETE ${base}/7`,
      ]);
      const query = new URL(calls[0].url).searchParams;
      expect(JSON.parse(query.get('range') ?? '')).toEqual([10, 19]);
      expect(JSON.parse(query.get('filter') ?? '')).toEqual({ q: 'x' });
      // No Range header: with one, the browser would ask for the page uncompressed.
      expect(calls[0].headers.has('Range')).toBe(false);
      calls.forEach(({ headers }) => {
        expect(headers.get('Authorization')).toBe('Bearer tok');
        expect(headers.get('entity-id')).toBe(schema.service === 'transactions' ? null : '9');
      });
    },
  );

  it('refuses a resource nobody declared', () => {
    const { provider } = recorder();
    expect(() => provider.getOne('nowhere', { id: 1 })).toThrow(/nowhere/);
  });
});
