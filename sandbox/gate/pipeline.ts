import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import { grants } from '../../resources/core/access';
import { flagRefusalOf } from '../../resources/core/resourceAccess';
import type { SandboxContext } from '../context';
import { requireDeleteAccess, requireRead, requireUpdateAccess, requireWriteAccess } from '../engine/access';
import { createEntityConfigStore, type EntityConfigStore } from '../entities/entityConfig';
import { refuse } from '../errors';
import { sessionOf, type RequestSession } from '../guard';
import type { GateTable, GuardedGate, RouteGate } from './routeGate';

const undeclared = new WeakMap<FastifyInstance, string[]>();
const declared = new WeakMap<FastifyInstance, Map<string, RouteGate>>();

/** Routes registered on the app with no declaration (a test fails on any). */
export const undeclaredRoutesOf = (app: FastifyInstance): readonly string[] => undeclared.get(app) ?? [];

/** The declaration of a route, by `METHOD /full/path`. */
export const gateOf = (app: FastifyInstance, route: string): RouteGate | undefined => declared.get(app)?.get(route);

const access = {
  read: requireRead,
  write: requireWriteAccess,
  update: requireUpdateAccess,
  delete: requireDeleteAccess,
};

/** The one pipeline of a declared route: session and binding, permission, flag, partner scope. */
const gateStep = (context: SandboxContext, configs: EntityConfigStore, gate: GuardedGate): onRequestHookHandler => {
  const schemas = (gate.resources ?? []).map((name) => context.store.schema(name));
  const flags = [gate.flag, ...schemas.map((schema) => schema.menu?.flag)].filter((flag) => flag !== undefined);

  const permit = (session: RequestSession) => {
    schemas.forEach((schema) => access[gate.access](session, schema));
    if (gate.permissions?.some((permission) => !grants(session.permissions, permission))) throw refuse(403, 'GM-0001');
    if (gate.anyOf && !gate.anyOf.some((permission) => grants(session.permissions, permission)))
      throw refuse(403, 'GM-0001');
  };
  const flagged = (session: RequestSession) => {
    const refusal = flags.length > 0 ? flagRefusalOf(flags, configs.read(session.entityId)) : undefined;
    if (refusal) throw refusal;
  };
  const scoped = (session: RequestSession, request: FastifyRequest) => {
    const scope = gate.partnerScope;
    if (scope === undefined || scope === 'narrowed') return;
    if (scope === 'refused') {
      if (context.partnerScope.commerceIdsOf(session) !== undefined) throw refuse(403, 'GM-0001');
      return;
    }
    const params = request.params as Record<string, string>;
    if ('commerce' in scope) context.partnerScope.requireCommerce(session, params[scope.commerce]);
    else context.partnerScope.requireTerminal(session, String(params[scope.terminal]), scope.by);
  };

  return async (request) => {
    if (!request.session) await context.guard(request);
    const session = sessionOf(request);
    permit(session);
    flagged(session);
    scoped(session, request);
  };
};

const hooksOf = (hooks: unknown) => (Array.isArray(hooks) ? hooks : hooks ? [hooks] : []);

/**
 * Attaches its declaration (the route's own `config.gate`, else its service table's line) to
 * every route registered from now on, and the pipeline before its handler: the pipeline runs
 * at onRequest, before a body is read.
 */
export const installGate = (app: FastifyInstance, context: SandboxContext, table: GateTable) => {
  const missing: string[] = [];
  const gates = new Map<string, RouteGate>();
  const configs = createEntityConfigStore(context.db);
  undeclared.set(app, missing);
  declared.set(app, gates);
  app.addHook('onRoute', (route) => {
    const methods = (Array.isArray(route.method) ? route.method : [route.method]).filter((name) => name !== 'HEAD');
    if (methods.length === 0) return;
    const gate: RouteGate | undefined = route.config?.gate ?? table[`${methods[0]} ${route.url}`];
    if (!gate) {
      missing.push(...methods.map((method) => `${method} ${route.url}`));
      return;
    }
    methods.forEach((method) => gates.set(`${method} ${route.url}`, gate));
    route.config = { ...route.config, gate };
    if (gate.kind === 'guarded') route.onRequest = [...hooksOf(route.onRequest), gateStep(context, configs, gate)];
  });
};
