import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { isOnline, onlineSince, onlineWindowMinutes, terminals } from '../../../resources/terminals/schema';
import type { SandboxContext } from '../../context';
import { requireRead, requireUpdateAccess } from '../../engine/access';
import { ruleContextOf } from '../../engine/domainRules';
import { present } from '../../engine/present';
import { updateRecord } from '../../engine/records';
import { createEntityConfigStore } from '../../entities/entityConfig';
import { sessionOf } from '../../guard';
import { parseBody } from '../operations/requests';
import { terminalsBySerial } from '../operations/terminalLookup';
import { terminalOf } from './access';

const aliasBody = z.object({ terminalId: z.number().int().positive(), alias: z.string().nullable() });

/**
 * Terminal lookups on the terminal service (spec section 7, Terminal), with the terminal routes'
 * checks (terminals read or update permission; a terminal the caller may see, else 404 TM-0002):
 * - GET Terminal/exists/:serialNumber: `{exists}`, whether the caller sees a terminal with that serial;
 * - GET Terminal/:id/Info: the terminal with its online state;
 * - POST Terminal/set-alias `{terminalId, alias}`: renames it under every rule an edit meets.
 */
export const terminalLookupRoutes = (scope: FastifyInstance, context: SandboxContext) => {
  const schema = context.store.schema(terminals.name);
  const configs = createEntityConfigStore(context.db);

  scope.get<{ Params: { serialNumber: string } }>('/api/v1/Terminal/exists/:serialNumber', async (request) => {
    const session = sessionOf(request);
    requireRead(session, schema);
    const found = terminalsBySerial(context.store, session.entityId, [request.params.serialNumber]);
    const rules = ruleContextOf(context, session);
    const seen = await Promise.all(found.map((terminal) => context.rules.visible(terminals.name, terminal, rules)));
    return { exists: seen.some(Boolean) };
  });

  scope.get<{ Params: { id: string } }>('/api/v1/Terminal/:id/Info', async (request) => {
    const session = sessionOf(request);
    requireRead(session, schema);
    const terminal = await terminalOf(context, session, request.params.id);
    const since = onlineSince(Date.now(), onlineWindowMinutes(configs.read(session.entityId)));
    return { ...present(schema, terminal), online: isOnline(terminal.lastConnectionDate, since) };
  });

  scope.post('/api/v1/Terminal/set-alias', async (request) => {
    const session = sessionOf(request);
    requireUpdateAccess(session, schema);
    const { terminalId, alias } = parseBody(aliasBody, request.body);
    await terminalOf(context, session, terminalId);
    return present(schema, await updateRecord({ context, schema, session }, terminalId, { alias }));
  });
};
