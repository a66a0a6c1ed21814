import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text files worth compressing; images and fonts are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|map|webmanifest)$/;
/** Below this a compressed copy saves less than its own headers cost. */
const MIN_BYTES = 1024;

const filesUnder = async (dir: string): Promise<string[]> => {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return entry.name.startsWith('.') ? [] : filesUnder(path);
      return [path];
    }),
  );
  return nested.flat();
};

/** Writes `<file>.br` and `<file>.gz` beside a file, each only when it is smaller than the file. */
export const compressFile = async (path: string) => {
  const content = await readFile(path);
  if (content.length < MIN_BYTES) return [];
  const [br, gz] = await Promise.all([
    brotli(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
    gzipAsync(content, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  const written: string[] = [];
  for (const [suffix, data] of [
    ['.br', br],
    ['.gz', gz],
  ] as const) {
    if (data.length >= content.length) continue;
    await writeFile(path + suffix, data);
    written.push(path + suffix);
  }
  return written;
};

/**
 * Build step: every text file of the output gets brotli and gzip copies beside it, at the highest
 * levels (done once per build, not per request). Servers that serve precompressed files pick the
 * copy the browser accepts (`@fastify/static`'s `preCompressed` in the sandbox, `gzip_static` and
 * `brotli_static` in nginx).
 */
export const compressAssets = (): Plugin => {
  let outDir = 'dist';
  return {
    name: 'compress-assets',
    apply: 'build',
    configResolved: (config) => {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      handler: async () => {
        const files = (await filesUnder(outDir)).filter((file) => COMPRESSIBLE.test(file));
        await Promise.all(files.map(compressFile));
      },
    },
  };
};
