import type { DataProvider } from 'ra-core';
import type { ServiceName } from '../resources/core/resourceSchema';
import type { ChainHead } from '../resources/activityRegister/chain';
import type { Values } from '../resources/core/rules/domainHooks';
import type { FakeSession, signedInUser } from './fakeSession';
import type { ErrorMapper, HttpClient } from './httpClient';
import { lazyMethods, type MethodNames } from './lazyMethods';
import type { FakeProposalBoard } from './profiles/fakeProposals';
import type { ServiceUrls } from './services';
import type { FakeEntityConfigs } from './settings/entityConfigsFake';

type AsyncMethod = (...args: never[]) => Promise<unknown>;

/** What an HTTP implementation reaches the services with. */
export interface HttpMethodsContext {
  urls: ServiceUrls;
  httpClientFor: (service: ServiceName) => HttpClient;
}

/** What an in-memory implementation is built from: the fakerest layers and the state they share. */
export interface FakeMethodsContext {
  /** The session entity's records, with the schema checks and the domains' rules applied; writes are registered. */
  provider: DataProvider;
  /** The same records below the domains' rules: a new order written as one change, as the service does. */
  belowRules: DataProvider;
  /** Every entity's records, without scope or rules (reports over several entities, API keys of apps). */
  unscoped: DataProvider;
  currentEntity: () => number;
  session: FakeSession;
  mapError: ErrorMapper;
  /** The entities' configuration flags, as the general configuration saves them. */
  configs: FakeEntityConfigs;
  /** The parameter proposals the EMV and the profile parameter methods share. */
  proposals: FakeProposalBoard;
  /** Who is signed in, from the session's token: the four-eyes rule compares users by id. */
  signedInUser: () => ReturnType<typeof signedInUser>;
  /** A new record's create rules on their own, for a method that writes as its service's route does. */
  createRules: (name: string, data: Values) => Promise<Values>;
  /** The entity's last register entry: what a complete export ends with. */
  registerHead: () => Promise<ChainHead>;
}

/**
 * A domain's custom data provider methods: their names, and the HTTP and in-memory
 * implementations, each loaded with the first call (off the console's first load).
 */
export interface MethodFamily<T = object> {
  /** The domain's folder under dataProviders/ (`terminals`, `commerces`...). */
  domain: string;
  names: MethodNames<T>;
  http(context: HttpMethodsContext): Promise<T>;
  fake(context: FakeMethodsContext): Promise<T>;
}

/** Declares a family; `names` must list every method of `T` and nothing else. */
export const defineMethods = <T extends { [K in keyof T]: AsyncMethod }>(family: MethodFamily<T>) => family;

/** The methods a family declares. */
export type MethodsOf<F> = F extends MethodFamily<infer T> ? T : never;

type Intersection<U> = (U extends unknown ? (value: U) => void : never) extends (value: infer I) => void ? I : never;

/** Every method of a list of families, as one interface. */
export type MethodsOfFamilies<L extends readonly MethodFamily[]> = Intersection<MethodsOf<L[number]>>;

/**
 * Each family's methods, its implementation (`load`) asked for on the first call of one of them.
 * (Built from the names at run time; methodFamilies.test.ts checks both back ends against them.)
 */
export const lazyFamilies = <L extends readonly MethodFamily[]>(
  families: L,
  load: (family: MethodFamily) => Promise<object>,
): MethodsOfFamilies<L> =>
  Object.fromEntries(
    families.flatMap((family) =>
      Object.entries(
        lazyMethods(family.names as MethodNames<Record<string, AsyncMethod>>, () =>
          load(family).then((methods) => methods as Record<string, AsyncMethod>),
        ),
      ),
    ),
  ) as unknown as MethodsOfFamilies<L>;
