import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { relative, resolve, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** What the sandbox tells the console in `/config.json`: its own client (README, configuration). */
export interface ConsoleClient {
  clientId: string;
  clientSecret: string;
}

/** Hashed build output: a new build has new names, so a copy may be kept for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Everything else (index.html, config.json, public files) is checked with the server each time. */
const REVALIDATE = 'no-cache';

const isHashedAsset = (root: string, path: string) =>
  relative(root, path).split(sep)[0] === 'assets' && /-[\w-]{8,12}\.\w+(\.(br|gz))?$/.test(path);

/**
 * The CSP sources of the built index.html's inline scripts (the painted-ahead login page's, see
 * scripts/build/loginPrepaint.ts): their SHA-256, so that only those run, and no other inline script.
 */
export const inlineScriptSources = (consoleDir: string): string[] => {
  const index = resolve(consoleDir, 'index.html');
  if (!existsSync(index)) return [];
  return [...readFileSync(index, 'utf8').matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    ([, body]) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`,
  );
};

/**
 * Serves the built console at / with a history fallback: any GET that asks for a page and
 * matches no service route gets index.html, so /commerce or /Terminal/5 load the console.
 * Files go out precompressed (the build writes `.br` and `.gz` beside them) in the encoding the
 * browser accepts, with `Vary: Accept-Encoding`. `/config.json` is the console's runtime
 * configuration for this sandbox: same origin for every service, and this sandbox's client.
 */
export const registerConsoleFiles = async (app: FastifyInstance, consoleDir: string, client: ConsoleClient) => {
  const root = resolve(consoleDir);
  const available = existsSync(resolve(root, 'index.html'));
  app.get('/config.json', (_request, reply) =>
    reply.header('Cache-Control', REVALIDATE).send({ clientId: client.clientId, clientSecret: client.clientSecret }),
  );
  if (available)
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      preCompressed: true,
      // Compressed copies are served under their file's own name; a built config.json gives way.
      globIgnore: ['**/*.br', '**/*.gz', 'config.json'],
      cacheControl: false,
      setHeaders: (reply, path) => reply.header('Cache-Control', isHashedAsset(root, path) ? IMMUTABLE : REVALIDATE),
    });
  return (request: FastifyRequest, reply: FastifyReply) => {
    const wantsPage = request.method === 'GET' && (request.headers.accept ?? '').includes('text/html');
    if (available && wantsPage) return reply.type('text/html').sendFile('index.html');
    return reply.status(404).send({ Code: 'GM-0010', Message: 'GM-0010' });
  };
};
