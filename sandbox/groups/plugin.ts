import type { FastifyRequest } from 'fastify';
import { mergePlan, resolveMerge, type GroupParameters } from '../../resources/groups/mergeParameters';
import { groups } from '../../resources/groups/schema';
import type { SandboxPlugin } from '../context';
import { requireWrite } from '../engine/access';
import type { QueryString } from '../engine/query';
import { scopedReads } from '../engine/scopedReads';
import { present } from '../engine/present';
import { createRecord, findRecord, updateRecord, type Scope } from '../engine/records';
import { refuse } from '../errors';
import { sessionOf } from '../guard';

const COLLECTION = `/${groups.path}`;

type Body = Record<string, unknown>;

const idOf = (value: unknown) => {
  const id = typeof value === 'string' && /^\d{1,15}$/.test(value) ? Number(value) : value;
  return typeof id === 'number' && Number.isSafeInteger(id) && id > 0 ? id : -1;
};

/**
 * Commerce groups beyond the generic engine (spec section 7, CommerceGroup):
 * - GET /list: `{id, name}` of the groups the list would show (same read checks, filter and range);
 * - POST /{id}/copy `{name, hostIp}`: a new group with the source's commerce, port, description and
 *   parameters, under every rule a new group meets (its name and IP unique: CM-0009, PM-0006);
 * - POST /merge `{targetId, sourceIds, choices: {name: groupId}}`: the target group takes every
 *   parameter of the groups, each conflicting one from the chosen group; a conflict without a
 *   choice is 400 with `Errors.choices` CE-0001 and the names in Message.
 */
export const groupsPlugin: SandboxPlugin = async (app, context) => {
  const schema = context.store.schema(groups.name);
  const reads = scopedReads(context, schema);
  const scopeOf = (request: FastifyRequest): Scope => {
    const session = sessionOf(request);
    requireWrite(session, schema);
    return { context, schema, session };
  };
  await app.register(
    async (scope) => {
      scope.addHook('onRequest', context.guard);
      scope.get<{ Querystring: QueryString }>(`${COLLECTION}/list`, async (request) => {
        const { records } = await reads.list(sessionOf(request), request.query);
        return records.map(({ id, name }) => ({ id, name }));
      });
      scope.post<{ Params: { id: string } }>(`${COLLECTION}/:id/copy`, async (request, reply) => {
        const groupScope = scopeOf(request);
        const { id: _id, ...source } = await findRecord(groupScope, idOf(request.params.id));
        const body = (request.body ?? {}) as Body;
        const copy = await createRecord(groupScope, { ...source, name: body.name, hostIp: body.hostIp });
        return reply.status(201).send(present(schema, copy));
      });
      scope.post(`${COLLECTION}/merge`, async (request) => {
        const groupScope = scopeOf(request);
        const body = (request.body ?? {}) as Body;
        const targetId = idOf(body.targetId);
        const sourceIds = (Array.isArray(body.sourceIds) ? body.sourceIds : [])
          .map(idOf)
          .filter((id) => id !== targetId);
        if (sourceIds.length === 0) throw refuse(400, 'PM-0014', { Errors: { sourceIds: 'PM-0014' } });
        const merged = (await Promise.all(
          [targetId, ...new Set(sourceIds)].map((id) => findRecord(groupScope, id)),
        )) as GroupParameters[];
        const choices = typeof body.choices === 'object' && body.choices !== null ? (body.choices as Body) : {};
        const outcome = resolveMerge(
          mergePlan(merged),
          Object.fromEntries(Object.entries(choices).map(([key, id]) => [key, idOf(id)])),
        );
        if ('unresolved' in outcome)
          throw refuse(400, 'CE-0001', { Message: outcome.unresolved.join(','), Errors: { choices: 'CE-0001' } });
        return present(schema, await updateRecord(groupScope, targetId, { parameters: outcome.parameters }));
      });
    },
    { prefix: `/${groups.service}` },
  );
};
