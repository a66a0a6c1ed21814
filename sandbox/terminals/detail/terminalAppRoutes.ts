import type { FastifyInstance } from 'fastify';
import type { SandboxContext } from '../../context';
import { scopedFilter } from '../../engine/domainRules';
import { sessionOf } from '../../guard';
import { MAX_PAGE } from '../../storage/repository';
import { terminalOf } from './access';
import { terminalAppViews, terminalAppsOf, type TerminalAppView } from './terminalApps';

const ALL: [number, number] = [0, MAX_PAGE - 1];

/**
 * GET Terminal/{id}/GetAppsAdmin, GetMissingApps and GetNotInstalledApps: one terminal's apps
 * against the catalogue the caller sees (`terminalApps.ts` says which falls in which view). An
 * unknown terminal, or another commerce's for a partner, is 404 TM-0002.
 */
export const terminalAppRoutes = (scope: FastifyInstance, context: SandboxContext) => {
  const { store } = context;
  for (const view of Object.keys(terminalAppViews) as TerminalAppView[]) {
    scope.get<{ Params: { id: string } }>(`/api/v1/Terminal/:id/${view}`, async (request) => {
      const session = sessionOf(request);
      const terminal = await terminalOf(context, session, request.params.id);
      const { entityId } = session;
      const appFilter = await scopedFilter(context, session, 'apps', {});
      const apps = store.list('apps', { entityId, filter: appFilter, range: ALL }).records;
      const appIds = apps.map((app) => app.id);
      const versions = appIds.length
        ? store.list('appVersions', { entityId, filter: { appId: appIds }, range: ALL }).records
        : [];
      const installed = store.list('terminalSoftware', {
        entityId,
        filter: { terminalId: terminal.id, kind: 'APP' },
        range: ALL,
      }).records;
      const facts = { id: terminal.id, modelId: terminal.modelId as number | null };
      return terminalAppsOf(facts, apps, versions, installed).filter(terminalAppViews[view]);
    });
  }
};
