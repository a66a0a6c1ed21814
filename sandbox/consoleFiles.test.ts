import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inlineScriptSources, registerConsoleFiles } from './consoleFiles';

const script = `export const answer = ${JSON.stringify('x'.repeat(4000))};`;
const page = `<!doctype html><html><head><title>Console</title></head><body>${'<p>the console</p>'.repeat(80)}</body></html>`;

/** A built console as `vite build` leaves it: hashed assets and index.html with .br and .gz copies. */
const writeBuild = (dir: string) => {
  mkdirSync(join(dir, 'assets'));
  const files: Record<string, string> = { 'index.html': page, 'assets/app-Dpbn_u18.js': script };
  for (const [name, content] of Object.entries(files)) {
    writeFileSync(join(dir, name), content);
    writeFileSync(join(dir, `${name}.br`), brotliCompressSync(content));
    writeFileSync(join(dir, `${name}.gz`), gzipSync(content));
  }
  writeFileSync(join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(join(dir, 'config.json'), '{"clientId":"from-the-build"}');
};

describe('the console served by the sandbox', () => {
  let dir: string;
  let app: FastifyInstance;
  const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'console-files-'));
    writeBuild(dir);
    app = Fastify();
    app.setNotFoundHandler(await registerConsoleFiles(app, dir, { clientId: 'web', clientSecret: 'its-secret' }));
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('sends scripts brotli-compressed to browsers that accept it, else gzip, else as they are', async () => {
    const brotli = await get('/assets/app-Dpbn_u18.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toMatch(/javascript/);
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(script);

    const gzip = await get('/assets/app-Dpbn_u18.js', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(script);

    const plain = await get('/assets/app-Dpbn_u18.js', { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
    for (const response of [brotli, gzip, plain]) expect(response.headers.vary).toMatch(/accept-encoding/i);
  });

  it('lets browsers keep hashed assets for a year, and asks again for everything else', async () => {
    const asset = await get('/assets/app-Dpbn_u18.js', { 'accept-encoding': 'br' });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const icon = await get('/favicon.svg');
    expect(icon.headers['cache-control']).toBe('no-cache');
  });

  it('answers a page of the console (history fallback) with index.html, compressed and never cached', async () => {
    const response = await get('/Terminal/5', { accept: 'text/html', 'accept-encoding': 'br' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(page);
  });

  it("serves the console's runtime configuration with this sandbox's client, revalidated each time", async () => {
    const response = await get('/config.json');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.json()).toEqual({ clientId: 'web', clientSecret: 'its-secret' });
  });

  it('answers a missing file with the not-found code, not with the page', async () => {
    const response = await get('/assets/missing-Dpbn_u18.js');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ Code: 'GM-0010', Message: 'GM-0010' });
  });
});

describe('the inline scripts the console may run', () => {
  it("are its index.html's own, by their SHA-256, and none when there is no build", () => {
    const dir = mkdtempSync(join(tmpdir(), 'console-inline-'));
    const inline = 'window.consoleBoot = Promise.resolve();';
    writeFileSync(
      join(dir, 'index.html'),
      `<html><head><script type="module" src="/assets/index-Dpbn_u18.js"></script></head><body><script>${inline}</script></body></html>`,
    );
    const digest = createHash('sha256').update(inline).digest('base64');
    expect(inlineScriptSources(dir)).toEqual([`'sha256-${digest}'`]);
    expect(inlineScriptSources(join(dir, 'missing'))).toEqual([]);
    rmSync(dir, { recursive: true, force: true });
  });
});
