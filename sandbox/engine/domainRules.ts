import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { mergeHooks, type DomainHooks, type RuleContext, type RuleStore } from '../../resources/core/rules/domainHooks';
import type { SandboxContext } from '../context';
import type { Db } from '../database';
import { createEntityConfigStore, type EntityConfigStore } from '../entities/entityConfig';
import { entityNameOf } from '../entities/names';
import type { RequestSession } from '../guard';
import { MAX_PAGE, type ListQuery, type RecordStore, type StoredRecord } from '../storage/repository';

const resourcesDir = join(import.meta.dirname, '..', '..', 'resources');

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

/** Every record a query matches, page after page: the rules look at records, not pages of them. */
const everyRecord = (store: RecordStore, resource: string, query: ListQuery): StoredRecord[] => {
  const records: StoredRecord[] = [];
  for (;;) {
    const page = store.list(resource, { ...query, range: [records.length, records.length + MAX_PAGE - 1] });
    records.push(...page.records);
    if (page.records.length === 0 || records.length >= page.total) return records;
  }
};

/** One configuration store per database: every rule context of every request reads it. */
const configStores = new WeakMap<Db, EntityConfigStore>();
const configsOf = (db: Db) => {
  const known = configStores.get(db);
  if (known) return known;
  const created = createEntityConfigStore(db);
  configStores.set(db, created);
  return created;
};

/** The records, configuration and files a rule sees for a caller of the sandbox. */
const ruleStoreOf = (context: SandboxContext, entityId: number): RuleStore => {
  const { store, files, db } = context;
  const configs = configsOf(db);
  return {
    get: async (resource, id) => store.get(resource, id, entityId),
    list: async (resource, filter = {}) => everyRecord(store, resource, { entityId, filter }),
    listInEveryEntity: async (resource, filter = {}) =>
      everyRecord(store, resource, { filter }).map((record) => ({
        ...record,
        entityId: store.entityOf(resource, record.id) ?? undefined,
      })),
    update: async (resource, id, changes) => void store.update(resource, id, changes),
    remove: async (resource, id) => store.delete(resource, id),
    entityConfig: async () => configs.read(entityId),
    entityName: async (id) => entityNameOf(id),
    file: async (id) => {
      const file = files.get(id);
      if (!file) return undefined;
      const { entityId: owner, kind, type, size, manifest } = file;
      return { id: file.id, entityId: owner, kind, type, size, manifest: manifest ?? undefined };
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
    systemAdministrator: session.systemAdministrator,
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
