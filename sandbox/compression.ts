import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';
import type { FastifyInstance } from 'fastify';

/** Below this an answer goes as it is: compressing it would save less than a packet. */
const COMPRESSION_THRESHOLD_BYTES = 1024;

const encodings = new Negotiator({ supportedValues: ['br', 'gzip'] });
// Quality 4: most of brotli's gain at a small part of its default's (11) work, for every answer.
const brotliOptions = { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } };

/** A Vary header that names Accept-Encoding, once. */
export const withAcceptEncoding = (vary: unknown) => {
  const names = (Array.isArray(vary) ? vary.join(',') : String(vary ?? ''))
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  return names.some((name) => name === '*' || name.toLowerCase() === 'accept-encoding')
    ? names.join(', ')
    : [...names, 'Accept-Encoding'].join(', ');
};

/**
 * JSON and text answers over the threshold compressed in the encoding the browser prefers, as a
 * production gateway sends them (a list's page is 20 KiB of JSON). Not @fastify/compress: it
 * leaves every answer with a Content-Range alone, and the lists carry their total in one. Files
 * (streams) and answers already encoded go as they are.
 */
export const compressAnswers = (app: FastifyInstance) =>
  app.addHook('onSend', async (request, reply, payload) => {
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    if (reply.hasHeader('content-encoding')) return payload;
    if (!/json|^text\//.test(String(reply.getHeader('content-type') ?? ''))) return payload;
    if (Buffer.byteLength(payload) < COMPRESSION_THRESHOLD_BYTES) return payload;
    reply.header('vary', withAcceptEncoding(reply.getHeader('vary')));
    const encoding = encodings.negotiate(request.headers['accept-encoding'] ?? '');
    if (!encoding) return payload;
    const body = encoding === 'br' ? brotliCompressSync(payload, brotliOptions) : gzipSync(payload);
    reply.header('content-encoding', encoding).header('content-length', body.length);
    return body;
  });
