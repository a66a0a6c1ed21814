import {
  QueryClient,
  type DefaultError,
  type DefaultedQueryObserverOptions,
  type QueryClientConfig,
  type QueryKey,
  type QueryObserverOptions,
} from '@tanstack/react-query';
import type { DataProvider, GetListParams } from 'ra-core';

const hasStatus = (error: unknown) => typeof error === 'object' && error !== null && 'status' in error;

/** react-admin's query of the session check (`useAuthState`, without parameters). */
const SESSION_CHECK_KEY = ['auth', 'checkAuth'] as const;
/** How long an answer of the session check stands before a page that mounts asks again. */
export const SESSION_CHECK_STALE_MS = 60_000;

/** The authProvider's access rule, answered at once (canAccessNow). */
export type AccessRule = (params: { action: string; resource: string }) => boolean;

/**
 * What react-admin's access query (`useCanAccess`, key ['auth', 'canAccess', params]) asks. The
 * console's canAccess looks at the action and the resource only (authProvider.ts).
 */
const accessAskedBy = (queryKey: QueryKey) => {
  const [scope, kind, params] = queryKey;
  if (scope !== 'auth' || kind !== 'canAccess' || typeof params !== 'object' || params === null) return undefined;
  const { action, resource } = params as Record<string, unknown>;
  return typeof action === 'string' && typeof resource === 'string' ? { action, resource } : undefined;
};

/**
 * A query cache whose access queries start with their answer: canAccess is the synchronous rule
 * made asynchronous, so each view's guard and list controller waited a render (drawing its
 * loading state, then the view) for an answer known at once. The answer stands as long as the
 * session check's; an entity switch and a sign-out clear the cache.
 */
class ConsoleQueryClient extends QueryClient {
  readonly #accessNow: AccessRule | undefined;

  constructor(config: QueryClientConfig, accessNow: AccessRule | undefined) {
    super(config);
    this.#accessNow = accessNow;
  }

  override defaultQueryOptions<
    TQueryFnData = unknown,
    TError = DefaultError,
    TData = TQueryFnData,
    TQueryData = TQueryFnData,
    TQueryKey extends QueryKey = QueryKey,
    TPageParam = never,
  >(
    options:
      | QueryObserverOptions<TQueryFnData, TError, TData, TQueryData, TQueryKey, TPageParam>
      | DefaultedQueryObserverOptions<TQueryFnData, TError, TData, TQueryData, TQueryKey>,
  ): DefaultedQueryObserverOptions<TQueryFnData, TError, TData, TQueryData, TQueryKey> {
    const defaulted = super.defaultQueryOptions(options);
    const asked = defaulted.initialData === undefined ? accessAskedBy(defaulted.queryKey) : undefined;
    if (!asked || !this.#accessNow) return defaulted;
    // The query's data is canAccess's boolean: TQueryData is boolean for this key.
    const answer = this.#accessNow(asked) as TQueryData;
    return { ...defaulted, initialData: answer, staleTime: SESSION_CHECK_STALE_MS };
  }
}

interface QueryClientOptions {
  /** Asked before the first render, for a signed-in start. */
  checkSession?: () => Promise<void>;
  accessNow?: AccessRule;
}

/**
 * Failed calls that reached the server are not retried: a refusal will not change, and each
 * retry would repeat its message. Network failures get two more tries.
 *
 * react-admin's session check (`checkAuth`, which only looks at this tab's session) is kept a
 * minute, and a signed-in start (`checkSession`) asks it before the first render. Each answer
 * re-renders react-admin's routes and with them the whole layout: on a cold /Terminal that was
 * once when the first answer came in, after the layout had drawn, and again whenever a page
 * mounted and asked its own. A session still ends at once: signing out clears this cache, and an
 * expired or refused token is handled by ExpiryRedirect and the 401 handling, not by this check.
 */
export const createQueryClient = ({ checkSession, accessNow }: QueryClientOptions = {}) => {
  const client = new ConsoleQueryClient(
    {
      defaultOptions: {
        queries: { retry: (failures, error) => !hasStatus(error) && failures < 2, refetchOnWindowFocus: false },
      },
    },
    accessNow,
  );
  client.setQueryDefaults(SESSION_CHECK_KEY, { staleTime: SESSION_CHECK_STALE_MS });
  if (checkSession)
    void client.prefetchQuery({ queryKey: [...SESSION_CHECK_KEY, {}], queryFn: () => checkSession().then(() => true) });
  return client;
};

/** How long a page of a list asked ahead stays fresh for the list that mounts to take it. */
export const LIST_AHEAD_FRESH_MS = 10_000;

/**
 * Asks a list's page into the cache under react-admin's own key (useGetList's), for a list URL
 * opened cold: the list then draws its rows in its first render, instead of drawing its loading
 * state and then the whole list again. The page stays fresh LIST_AHEAD_FRESH_MS, so a list that
 * mounts after it came in does not ask again.
 */
export const prefetchListPage = (
  client: QueryClient,
  dataProvider: Pick<DataProvider, 'getList'>,
  resource: string,
  { pagination, sort, filter, meta }: GetListParams,
) => {
  const queryKey = [resource, 'getList', { pagination, sort, filter, meta }];
  client.setQueryDefaults(queryKey, { staleTime: LIST_AHEAD_FRESH_MS });
  void client.prefetchQuery({
    queryKey,
    queryFn: () =>
      dataProvider
        .getList(resource, { pagination, sort, filter, meta })
        .then(({ data, total, pageInfo, meta: resultMeta }) => ({ data, total, pageInfo, meta: resultMeta })),
  });
};
