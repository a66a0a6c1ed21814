import type { FastifyRequest } from 'fastify';

export type Body = Record<string, unknown>;

/** The parsed body (form or JSON) as a plain object; anything else reads as empty. */
export const bodyOf = (request: FastifyRequest): Body =>
  typeof request.body === 'object' && request.body !== null && !Array.isArray(request.body)
    ? (request.body as Body)
    : {};

/** The first of `names` holding a string (numbers read as text); form aliases such as userName/username. */
export const textOf = (body: Body, ...names: string[]): string | undefined => {
  for (const name of names) {
    const value = body[name];
    if (typeof value === 'string') return value;
    if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  }
  return undefined;
};
