import type { FastifyInstance } from 'fastify';
import type { SandboxContext } from '../context';
import { registerLogOf } from './registerLogOf';
import { isReadOnlyRoute, routeEvents, routeObjectTypes, WRITE_METHODS, type RouteAnswer } from './routeEvents';
import { createSignInEvents, TOKEN_ROUTE } from './signInEvents';

/** The error code of a refusal's body ({Code} or OAuth's {error}); none for a success. */
const codeOf = (status: number, payload: unknown) => {
  if (status < 400 || typeof payload !== 'string') return undefined;
  try {
    const body = JSON.parse(payload) as { Code?: unknown; error?: unknown };
    const code = body.Code ?? body.error;
    return typeof code === 'string' ? code : undefined;
  } catch {
    return undefined;
  }
};

/**
 * The one place the sandbox's services register activity: when any write answers (generic engine
 * or hand-written route, done or refused), its entries are appended to the caller's entity's
 * chain; the token endpoint registers sign-ins, failures and lockouts. Reads are not registered.
 */
export const registerWrites = (app: FastifyInstance, context: SandboxContext) => {
  const log = registerLogOf(context);
  const signIns = createSignInEvents(context);
  const objectTypeOf = routeObjectTypes(context.schemas);
  app.addHook('preHandler', async (request) => {
    if (request.method === 'POST' && request.routeOptions.url === TOKEN_ROUTE) signIns.before(request);
  });
  app.addHook('onSend', async (request, reply, payload) => {
    const route = request.routeOptions.url;
    if (!WRITE_METHODS.has(request.method) || !route || isReadOnlyRoute(route)) return payload;
    const answer: RouteAnswer = { status: reply.statusCode, code: codeOf(reply.statusCode, payload) };
    const entries =
      route === TOKEN_ROUTE
        ? signIns.after(request, answer)
        : request.session
          ? routeEvents(request, request.session, answer, objectTypeOf)
          : [];
    entries.forEach(({ actor, event }) => log.append(actor, event));
    return payload;
  });
};
