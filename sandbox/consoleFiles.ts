import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * Serves the built console at / with a history fallback: any GET that asks for a page and
 * matches no service route gets index.html, so /commerce or /Terminal/5 load the console.
 */
export const registerConsoleFiles = async (app: FastifyInstance, consoleDir: string) => {
  const root = resolve(consoleDir);
  const available = existsSync(resolve(root, 'index.html'));
  if (available)
    await app.register(fastifyStatic, { root, wildcard: false, index: false, maxAge: '1h', immutable: false });
  return (request: FastifyRequest, reply: FastifyReply) => {
    const wantsPage = request.method === 'GET' && (request.headers.accept ?? '').includes('text/html');
    if (available && wantsPage)
      return reply.type('text/html').header('Cache-Control', 'no-cache').sendFile('index.html');
    return reply.status(404).send({ Code: 'GM-0010', Message: 'GM-0010' });
  };
};
