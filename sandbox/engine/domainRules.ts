import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { mergeHooks, type DomainHooks, type RuleContext, type RuleStore } from '../../resources/core/rules/domainHooks';
import type { SandboxContext } from '../context';
import { createEntityConfigStore } from '../entities/entityConfig';
import type { RequestSession } from '../guard';

const resourcesDir = join(import.meta.dirname, '..', '..', 'resources');
/** Every record a rule asks for at once: the rules look at an entity's records, not pages of them. */
const ALL: [number, number] = [0, 1_000_000];

/** Every domain's rules, read from resources/<domain>/hooks.ts as the fakerest provider reads them. */
export const loadDomainHooks = async (): Promise<DomainHooks> => {
  const files = readdirSync(resourcesDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(resourcesDir, entry.name, 'hooks.ts')))
    .map((entry) => join(resourcesDir, entry.name, 'hooks.ts'))
    .sort();
  const modules = await Promise.all(
    files.map((file) => import(pathToFileURL(file).href) as Promise<{ hooks?: DomainHooks }>),
  );
  return mergeHooks(modules.flatMap((module) => (module.hooks ? [module.hooks] : [])));
};

/** The records, configuration and files a rule sees for a caller of the sandbox. */
const ruleStoreOf = (context: SandboxContext, entityId: number): RuleStore => {
  const { store, files, db } = context;
  const configs = createEntityConfigStore(db);
  return {
    get: async (resource, id) => store.get(resource, id, entityId),
    list: async (resource, filter = {}) => store.list(resource, { entityId, filter, range: ALL }).records,
    listInEveryEntity: async (resource, filter = {}) => store.list(resource, { filter, range: ALL }).records,
    update: async (resource, id, changes) => void store.update(resource, id, changes),
    entityConfig: async () => configs.read(entityId),
    file: async (id) => {
      const file = files.get(id);
      return file && { id: file.id, entityId: file.entityId, kind: file.kind, manifest: file.manifest ?? undefined };
    },
  };
};

/** What the domains' rules know of a request: its caller and the store they read. */
export const ruleContextOf = (context: SandboxContext, session: RequestSession): RuleContext => ({
  caller: {
    userId: session.userId,
    userName: session.userName,
    entityId: session.entityId,
    permissions: session.permissions,
    partnerId: session.partnerId,
    secondFactor: session.stepUp?.secondFactor,
  },
  store: ruleStoreOf(context, session.entityId),
});

/**
 * A list's filter narrowed to what the caller may see: the service's own hooks, then the
 * domains' rules (a partner's assigned commerces), for every route that lists a resource.
 */
export const scopedFilter = (
  context: SandboxContext,
  session: RequestSession,
  resource: string,
  filter: Record<string, unknown>,
): Promise<Record<string, unknown>> => {
  const serviceScope = context.hooks.get(resource)?.scopeFilter;
  const scoped = serviceScope ? serviceScope(filter, session) : filter;
  return context.rules.scopeFilter(resource, scoped, ruleContextOf(context, session));
};
