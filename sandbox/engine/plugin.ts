import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { crudAccess, type ResourceAccess } from '../../resources/core/resourceAccess';
import type { ResourceSchema, ServiceName } from '../../resources/core/resourceSchema';
import type { SandboxContext, SandboxPlugin } from '../context';
import { resourceGate } from '../gate/resourceGate';
import { sessionOf } from '../guard';
import { requireOperation } from './access';
import { present } from './present';
import { contentRange, parseListParams, type QueryString } from './query';
import { scopedFilter } from './domainRules';
import { createRecord, deleteRecord, findRecord, updateRecord, type Scope } from './records';

interface ItemRoute {
  Params: { id: string };
}

/** A path id: digits only; anything else names no record (404). */
const idOf = (request: FastifyRequest<ItemRoute>) =>
  /^\d{1,15}$/.test(request.params.id) ? Number(request.params.id) : -1;

/** A page of the resource's records the caller may see, with its `Content-Range`. */
const listHandler =
  (context: SandboxContext, schema: ResourceSchema) =>
  async (request: FastifyRequest<{ Querystring: QueryString }>, reply: FastifyReply) => {
    const session = sessionOf(request);
    const params = parseListParams(schema, request.query);
    const filter = await scopedFilter(context, session, schema.name, params.filter);
    const result = context.store.list(schema.name, { ...params, filter, entityId: session.entityId });
    return reply
      .header('Content-Range', contentRange(schema, result))
      .header('Access-Control-Expose-Headers', 'Content-Range')
      .send(result.records.map((record) => present(schema, record)));
  };

/**
 * The simple-rest routes of one resource (ARCHITECTURE.md section 4), inside its service's guarded
 * scope; the list also at the resource's list path, if it has one.
 */
const resourceRoutes = (scope: FastifyInstance, context: SandboxContext, schema: ResourceSchema) => {
  const collection = `/${schema.path}`;
  const item = `${collection}/:id`;
  const scopeOf = (request: FastifyRequest): Scope => ({ context, schema, session: sessionOf(request) });
  const gated = (access: ResourceAccess) => ({ config: { gate: resourceGate(schema, access) } });

  const list = listHandler(context, schema);
  scope.get<{ Querystring: QueryString }>(collection, gated(crudAccess.getList), list);
  if (schema.listPath) scope.get<{ Querystring: QueryString }>(`/${schema.listPath}`, gated(crudAccess.getList), list);

  scope.get<ItemRoute>(item, gated(crudAccess.getOne), async (request) =>
    present(schema, await findRecord(scopeOf(request), idOf(request))),
  );

  scope.post(collection, gated(crudAccess.create), async (request, reply) => {
    requireOperation(schema, 'create', reply);
    const record = await createRecord(scopeOf(request), request.body);
    return reply.status(201).send(present(schema, record));
  });

  scope.put<ItemRoute>(item, gated(crudAccess.update), async (request, reply) => {
    requireOperation(schema, 'edit', reply);
    return present(schema, await updateRecord(scopeOf(request), idOf(request), request.body));
  });

  scope.delete<ItemRoute>(item, gated(crudAccess.delete), async (request, reply) => {
    requireOperation(schema, 'delete', reply);
    return present(schema, await deleteRecord(scopeOf(request), idOf(request)));
  });
};

/**
 * The generic resource engine: every declared resource served at `/<service>/<path>` in the
 * simple-rest dialect, each service in its own scope behind the token and entity guard.
 */
export const resourceEnginePlugin: SandboxPlugin = async (app, context) => {
  const services: ServiceName[] = [...new Set(context.schemas.map((schema) => schema.service))];
  for (const service of services) {
    await app.register(
      async (scope) => {
        scope.addHook('onRequest', context.guard);
        context.schemas
          .filter((schema) => schema.service === service)
          .forEach((schema) => resourceRoutes(scope, context, schema));
      },
      { prefix: `/${service}` },
    );
  }
};
