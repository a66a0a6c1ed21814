import type { FastifyInstance } from 'fastify';
import {
  componentAction,
  componentReaches,
  versionReaches,
  type TerminalFacts,
} from '../../../resources/terminalsHistory/rules';
import type { SandboxContext } from '../../context';
import { present } from '../../engine/present';
import { refuse } from '../../errors';
import type { RequestSession } from '../../guard';
import type { StoredRecord } from '../../storage/repository';
import { fieldRefusal, idFrom, sessionFor, terminalOf } from './access';
import type { ActionBook } from './actionBook';

type Body = Record<string, unknown> | undefined;

const MAX_TERMINALS_PER_INSTALL = 1_000;

const facts = (terminal: StoredRecord): TerminalFacts => ({
  id: terminal.id,
  modelId: terminal.modelId as number | null,
  batteryLevel: terminal.batteryLevel as number | null,
  deleted: terminal.deleted as boolean | null,
});

const idsNumbers = (ids: readonly unknown[]) => ids.filter((id): id is number => typeof id === 'number');

/**
 * The app service's installs for one or more terminals, all or nothing:
 * - POST Application/InstallApp {appVersionId, terminalIds}: the version must exist (AM-0008)
 *   and reach every terminal (AM-0032, see `versionReaches`);
 * - POST Component/install {componentId, terminalIds}: the component needs a version (AM-0030)
 *   and must suit every terminal's model (AM-0032). Firmware is recorded as a firmware install.
 */
export const installRoutes = (scope: FastifyInstance, context: SandboxContext, book: ActionBook) => {
  const { store } = context;
  const actionSchema = store.schema('terminalsHistory');

  const terminalsOf = (session: RequestSession, body: Body): Promise<StoredRecord[]> => {
    const raw = body?.terminalIds;
    if (!Array.isArray(raw) || raw.length === 0 || raw.length > MAX_TERMINALS_PER_INSTALL)
      throw refuse(400, 'TM-0007', { Errors: { terminalIds: 'TM-0007' } });
    return Promise.all([...new Set(raw.map(idFrom))].map((id) => terminalOf(context, session, id)));
  };

  scope.post<{ Body: Body }>('/api/v1/Application/InstallApp', async (request, reply) => {
    const session = sessionFor(request, 'INSTALL_APP');
    const versionId = idFrom(request.body?.appVersionId);
    const version = versionId === undefined ? undefined : store.get('appVersions', versionId, session.entityId);
    const app = version && store.get('apps', Number(version.appId), session.entityId);
    if (!version || !app) throw fieldRefusal('appVersionId', 'AM-0008');
    const terminals = await terminalsOf(session, request.body);
    const authorized = idsNumbers((version.authorizedTerminalIds as unknown[] | null) ?? []);
    const versionFacts = { state: String(version.state), authorizedTerminalIds: authorized };
    const appModels = idsNumbers((app.modelIds as unknown[] | null) ?? []);
    if (!terminals.every((terminal) => versionReaches(versionFacts, appModels, facts(terminal))))
      throw fieldRefusal('appVersionId', 'AM-0032');
    const detail = `${String(app.name)} ${String(version.versionName)}`;
    const actions = terminals.map((terminal) =>
      book.record({
        terminalId: terminal.id,
        action: 'INSTALL_APP',
        detail,
        targetId: version.id,
        requestedBy: session.userName,
      }),
    );
    return reply.status(201).send(actions.map((action) => present(actionSchema, action)));
  });

  scope.post<{ Body: Body }>('/api/v1/Component/install', async (request, reply) => {
    const session = sessionFor(request, 'INSTALL_COMPONENT');
    const componentId = idFrom(request.body?.componentId);
    const component = componentId === undefined ? undefined : store.get('components', componentId, session.entityId);
    if (!component) throw fieldRefusal('componentId', 'AM-0008');
    if (!component.currentVersion) throw fieldRefusal('componentId', 'AM-0030');
    const terminals = await terminalsOf(session, request.body);
    const models = idsNumbers((component.modelIds as unknown[] | null) ?? []);
    if (!terminals.every((terminal) => componentReaches(models, facts(terminal))))
      throw fieldRefusal('componentId', 'AM-0032');
    const action = componentAction(String(component.type));
    const detail = `${String(component.name)} ${String(component.currentVersion)}`;
    const actions = terminals.map((terminal) =>
      book.record({ terminalId: terminal.id, action, detail, targetId: component.id, requestedBy: session.userName }),
    );
    return reply.status(201).send(actions.map((record) => present(actionSchema, record)));
  });
};
