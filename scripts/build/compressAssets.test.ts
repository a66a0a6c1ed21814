import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { compressFile } from './compressAssets';

describe('precompressed build files', () => {
  const dir = mkdtempSync(join(tmpdir(), 'compress-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('writes brotli and gzip copies that decompress to the file', async () => {
    const path = join(dir, 'app-Dpbn_u18.js');
    const content = `export const rows = ${JSON.stringify(Array.from({ length: 500 }, (_, i) => ({ id: i })))};`;
    writeFileSync(path, content);
    expect(await compressFile(path)).toEqual([`${path}.br`, `${path}.gz`]);
    expect(brotliDecompressSync(readFileSync(`${path}.br`)).toString()).toBe(content);
    expect(gunzipSync(readFileSync(`${path}.gz`)).toString()).toBe(content);
  });

  it('leaves files too small to gain anything as they are', async () => {
    const path = join(dir, 'tiny.js');
    writeFileSync(path, 'export {};');
    expect(await compressFile(path)).toEqual([]);
    expect(existsSync(`${path}.br`)).toBe(false);
  });
});
