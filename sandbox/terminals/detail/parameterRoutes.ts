import type { FastifyInstance } from 'fastify';
import { generalConfigOf } from '../../../resources/settings/generalConfig';
import { terminals } from '../../../resources/terminals/schema';
import type { SandboxContext } from '../../context';
import { requireRead } from '../../engine/access';
import { createEntityConfigStore } from '../../entities/entityConfig';
import { sessionOf } from '../../guard';
import { createParameterTables } from '../../profiles/parameterTables';
import { terminalParameterLayers } from '../../profiles/terminalRoutes';
import { terminalsBySerial } from '../operations/terminalLookup';
import { idFrom } from './access';

/**
 * A terminal's parameters on the terminal service (spec section 7, Terminal), as the parameters
 * service's TerminalParameterCollection answers them and with its checks (its read permission, a
 * terminal the caller may see, else 404 PM-0011):
 * - GET Terminal/:id/parameters: by terminal id;
 * - GET Terminal/Params/:serialNumber: by serial number, as a terminal asks for its own;
 * - GET Terminal/general-settings: the entity's general settings terminals follow (its online
 *   window among them), to whoever reads terminals.
 */
export const terminalParameterReadRoutes = (scope: FastifyInstance, context: SandboxContext) => {
  const { store } = context;
  const layers = terminalParameterLayers(context, createParameterTables(context.db, context.keyring));
  const configs = createEntityConfigStore(context.db);
  const terminalSchema = store.schema(terminals.name);

  scope.get<{ Params: { id: string } }>('/api/v1/Terminal/:id/parameters', async (request) => {
    const session = sessionOf(request);
    const id = idFrom(request.params.id);
    return layers.read(session, id === undefined ? undefined : store.get(terminals.name, id, session.entityId));
  });

  scope.get<{ Params: { serialNumber: string } }>('/api/v1/Terminal/Params/:serialNumber', async (request) => {
    const session = sessionOf(request);
    const [terminal] = terminalsBySerial(store, session.entityId, [request.params.serialNumber]);
    return layers.read(session, terminal);
  });

  scope.get('/api/v1/Terminal/general-settings', async (request) => {
    const session = sessionOf(request);
    requireRead(session, terminalSchema);
    return generalConfigOf(configs.read(session.entityId));
  });
};
