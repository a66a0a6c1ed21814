import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withAcceptEncoding } from './compression';
import { startSandbox, type TestSandbox } from './testing/startSandbox';

describe('answers compressed for a browser that accepts it', () => {
  let sandbox: TestSandbox;
  let token: string;
  const list = '/terminal/api/v1/Terminal/list?range=%5B0%2C24%5D';
  const get = (encoding: string) =>
    sandbox.app.inject({
      method: 'GET',
      url: list,
      headers: { authorization: `Bearer ${token}`, 'entity-id': '9', 'accept-encoding': encoding },
    });

  beforeAll(async () => {
    sandbox = await startSandbox({ terminals: 40 });
    token = (await sandbox.tokenFor('admin', 9)).token;
  }, 60_000);
  afterAll(async () => {
    await sandbox?.close();
  });

  it('sends a list page in brotli, else gzip, else as it is: the same records each way', async () => {
    const plain = await get('identity');
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    const records: unknown[] = JSON.parse(plain.body);
    expect(records.length).toBeGreaterThan(5);

    const brotli = await get('gzip, deflate, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(JSON.parse(brotliDecompressSync(brotli.rawPayload).toString())).toEqual(records);

    const gzip = await get('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers['content-range']).toBe(plain.headers['content-range']);
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(records);
  });

  it('leaves a short answer as it is', async () => {
    const answer = await sandbox.app.inject({ method: 'GET', url: '/health', headers: { 'accept-encoding': 'br' } });
    expect(answer.headers['content-encoding']).toBeUndefined();
  });
});

describe('the Vary header of a compressible answer', () => {
  it('names Accept-Encoding once, beside what it named', () => {
    expect(withAcceptEncoding(undefined)).toBe('Accept-Encoding');
    expect(withAcceptEncoding('Origin')).toBe('Origin, Accept-Encoding');
    expect(withAcceptEncoding('origin, accept-encoding')).toBe('origin, accept-encoding');
    expect(withAcceptEncoding(['Origin', 'Cookie'])).toBe('Origin, Cookie, Accept-Encoding');
    expect(withAcceptEncoding('*')).toBe('*');
  });
});
