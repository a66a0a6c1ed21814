import type { FastifyInstance } from 'fastify';

/** Largest JSON body a service accepts; imports send their rows in batches below it. */
export const BODY_LIMIT = 2 * 1024 * 1024;

/**
 * The console sends `Content-Type: application/json` on every call, also on POSTs without a body
 * (logout's invalidate/token, regenerateQr). Fastify refuses an empty JSON body, so the identity
 * and engine routes alike read an empty body as none.
 */
export const acceptEmptyJson = (scope: FastifyInstance) => {
  scope.removeContentTypeParser('application/json');
  scope.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: BODY_LIMIT },
    (_request, body, done) => {
      const text = typeof body === 'string' ? body : body.toString('utf8');
      if (text.trim() === '') return done(null, undefined);
      try {
        // Like Fastify's own parser, a `__proto__` key is dropped rather than trusted.
        done(
          null,
          JSON.parse(text, (key, value: unknown) => (key === '__proto__' ? undefined : value)),
        );
      } catch {
        done(
          Object.assign(new Error('invalid JSON body'), { statusCode: 400, code: 'FST_ERR_CTP_INVALID_JSON_BODY' }),
          undefined,
        );
      }
    },
  );
};
