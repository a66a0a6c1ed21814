import { withLifecycleCallbacks, type DataProvider, type RaRecord, type ResourceCallbacks } from 'ra-core';
import type { Caller, RuleContext, RuleStore, StoredRow, Values } from '../resources/core/rules/domainHooks';
import type { RuleRunner } from '../resources/core/rules/runRules';
import type { ResourceSchema } from '../resources/core/resourceSchema';
import { ServiceError } from '../resources/core/serviceError';
import { signedInUser, type FakeSession } from './fakeSession';
import type { ErrorMapper } from './httpClient';
import { fakeSecondFactor } from './security/fakeSecondFactor';
import { retryWithStepUp, type StepUpAsker } from './security/stepUpRetry';
import { ruleFileOf } from './market/fakeFiles';
import { entityNameOf } from '../fixtures/entities';
import type { FakeEntityConfigs } from './settings/entityConfigsFake';

const ALL = { page: 1, perPage: 1_000_000 };
const BY_ID = { field: 'id', order: 'ASC' } as const;

interface Layers {
  /** The entity-scoped provider the rules sit on: what the caller's entity has. */
  scoped: DataProvider;
  /** Every entity's records, for the rules that look beyond the caller's. */
  unscoped: DataProvider;
  session: FakeSession;
  configs: FakeEntityConfigs;
  mapError: ErrorMapper;
  /** The console's 2FA prompt: a write the whitelist asks a code for is made again with it. */
  askStepUp?: StepUpAsker;
}

/** Who the in-memory session is: the token's claims, bound to the selected entity, and the 2FA code sent. */
const callerOf = ({ session }: Layers, entityId: number, code = session.stepUpCode?.() ?? undefined): Caller => {
  const user = signedInUser(session);
  return { ...user, entityId, secondFactor: () => fakeSecondFactor(user.userName, code) };
};

type Attempt<T> = { value: T } | { error: unknown };

/** The coded body of a rule's 400 refusal, which the 2FA prompt reads. */
const refusalOf = (attempt: Attempt<unknown>) =>
  'error' in attempt && attempt.error instanceof ServiceError && attempt.error.status === 400
    ? attempt.error.body
    : undefined;

const rowsOf = (records: RaRecord[]): StoredRow[] => records.map((record) => ({ ...record, id: Number(record.id) }));

/** The rules' store over the in-memory providers: the same questions the sandbox answers from SQLite. */
const ruleStoreOf = (layers: Layers, schemas: ReadonlyMap<string, ResourceSchema>, entityId: number): RuleStore => {
  const resourceOf = (name: string) => schemas.get(name)?.resource ?? name;
  return {
    get: async (name, id) => {
      try {
        const { data } = await layers.scoped.getOne(resourceOf(name), { id });
        return { ...data, id: Number(data.id) };
      } catch {
        return undefined;
      }
    },
    list: async (name, filter = {}) =>
      rowsOf((await layers.scoped.getList(resourceOf(name), { filter, pagination: ALL, sort: BY_ID })).data),
    listInEveryEntity: async (name, filter = {}) =>
      rowsOf((await layers.unscoped.getList(resourceOf(name), { filter, pagination: ALL, sort: BY_ID })).data),
    update: async (name, id, changes) =>
      void (await layers.unscoped.update(resourceOf(name), { id, data: changes, previousData: { id } })),
    remove: async (name, id) => void (await layers.unscoped.delete(resourceOf(name), { id, previousData: { id } })),
    entityConfig: async () => layers.configs.read(entityId),
    entityName: async (id) => entityNameOf(id),
    file: async (id) => ruleFileOf(id),
  };
};

/** A rule's refusal as the HTTP client would raise it; anything else as it was thrown. */
const asClientError =
  (mapError: ErrorMapper) =>
  (error: unknown): never => {
    if (error instanceof ServiceError) throw mapError(error.status, error.body, JSON.stringify(error.body));
    throw error;
  };

/**
 * The domains' rules (resources/<domain>/hooks.ts) on the in-memory provider, through ra-core's
 * lifecycle callbacks: the same rules, in the same order, with the same refusals as the sandbox.
 */
/** The rules' context of the in-memory session and a write's rules run in it, the 2FA prompt included. */
const ruleCallsOf = (schemaList: readonly ResourceSchema[], layers: Layers) => {
  const schemas = new Map(schemaList.map((schema) => [schema.name, schema]));
  const rethrow = asClientError(layers.mapError);
  const contextOf = (code?: string): RuleContext => {
    const entityId = Number(layers.session.entityId());
    return { caller: callerOf(layers, entityId, code), store: ruleStoreOf(layers, schemas, entityId) };
  };
  /** A write's rules; with the console's prompt, again with the code the user gives while one is asked. */
  const beforeWrite = async <T>(run: (context: RuleContext) => Promise<T>): Promise<T> => {
    const attempt = (code?: string): Promise<Attempt<T>> =>
      run(contextOf(code)).then(
        (value) => ({ value }),
        (error: unknown) => ({ error }),
      );
    const outcome = layers.askStepUp ? await retryWithStepUp(attempt, refusalOf, layers.askStepUp) : await attempt();
    return 'error' in outcome ? rethrow(outcome.error) : outcome.value;
  };
  return { contextOf, beforeWrite, rethrow };
};

/**
 * A new record's create rules on their own, for a method that writes below them as its service's
 * route does (a partner API key: its rules first, then the key stored).
 */
export const fakeCreateRules =
  (rules: RuleRunner, schemaList: readonly ResourceSchema[], layers: Layers) =>
  (name: string, data: Values): Promise<Values> =>
    ruleCallsOf(schemaList, layers).beforeWrite((context) => rules.beforeCreate(name, data, context));

export const withDomainRules = (
  provider: DataProvider,
  rules: RuleRunner,
  schemaList: readonly ResourceSchema[],
  layers: Layers,
): DataProvider => {
  const { contextOf, beforeWrite, rethrow } = ruleCallsOf(schemaList, layers);
  const storedOf = async (resource: string, id: RaRecord['id']): Promise<StoredRow> => {
    const { data } = await provider.getOne(resource, { id });
    return { ...data, id: Number(data.id) };
  };
  const callbacksOf = ({ name, resource }: ResourceSchema): ResourceCallbacks => ({
    resource,
    beforeCreate: async (params) => ({
      ...params,
      data: await beforeWrite((context) => rules.beforeCreate(name, params.data as Values, context)),
    }),
    beforeUpdate: async (params) => {
      const stored = await storedOf(resource, params.id);
      const changed = { ...stored, ...(params.data as Values) };
      return { ...params, data: await beforeWrite((context) => rules.beforeUpdate(name, changed, stored, context)) };
    },
    beforeDelete: async (params) => {
      const stored = await storedOf(resource, params.id);
      await beforeWrite((context) => rules.beforeDelete(name, stored, context));
      return params;
    },
    beforeGetList: async (params) => ({
      ...params,
      filter: await rules.scopeFilter(name, params.filter ?? {}, contextOf()).catch(rethrow),
    }),
    afterGetOne: async (result) => {
      if (await rules.visible(name, { ...result.data, id: Number(result.data.id) }, contextOf())) return result;
      throw layers.mapError(404, { Code: 'GM-0010' }, '{"Code":"GM-0010"}');
    },
    afterGetMany: async (result) => {
      const context = contextOf();
      const seen = await Promise.all(
        result.data.map((record) => rules.visible(name, { ...record, id: Number(record.id) }, context)),
      );
      return { ...result, data: result.data.filter((_, index) => seen[index]) };
    },
  });
  return withLifecycleCallbacks(
    provider,
    schemaList.filter((schema) => rules.rulesOf(schema.name).length > 0).map(callbacksOf),
  );
};
