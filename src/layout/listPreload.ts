import type { ReactElement } from 'react';
import { getQuery, parseQueryFromLocation, type AuthProvider, type GetListParams, type Store } from 'ra-core';
import { registry } from '../../resources/registry';
import type { ListQueryDefaults } from '../../resources/resourceDefinition';

type Preload = () => Promise<unknown>;

const preloadOf = (view: ReactElement | undefined): Preload | undefined => {
  const type = view?.type;
  return typeof type === 'function' && 'preload' in type && typeof type.preload === 'function'
    ? (type.preload as Preload)
    : undefined;
};

const listViews = new Map(registry.map(({ schema, list }) => [schema.resource, list]));

/** Fetches the chunk of a resource's list view ahead of navigation (lazy views only; else nothing). */
export const preloadList = (resource: string) => {
  void preloadOf(listViews.get(resource))?.();
};

/** The resource whose list a URL opens: /Terminal, /settings/networks (not /Terminal/42/show). */
const listResourceAt = (pathname: string) => pathname.split('/').filter(Boolean).join('/');

/** At start-up on a list URL (/Terminal), its view's chunk loads beside the language and session checks. */
export const preloadListAt = (pathname: string) => preloadList(listResourceAt(pathname));

/** The list view a URL opens (/Terminal, /settings/networks), if it opens a list. */
export const listViewAt = (pathname: string) => listViews.get(listResourceAt(pathname));

const listQueries = new Map(registry.map(({ schema, listQuery }) => [schema.resource, listQuery]));

/**
 * The first page a list view asks for, computed as react-admin's list does: the URL's query, else
 * the one the user left in the store, else the view's defaults.
 */
export const listParamsOf = (
  resource: string,
  defaults: ListQueryDefaults,
  search: string,
  store: Pick<Store, 'getItem'>,
): GetListParams => {
  const query = getQuery({
    queryFromLocation: parseQueryFromLocation({ search }),
    params: store.getItem(`${resource}.listParams`, {}),
    filterDefaultValues: defaults.filterDefaultValues,
    sort: defaults.sort,
    perPage: defaults.perPage,
  });
  return {
    pagination: { page: query.page, perPage: query.perPage },
    sort: { field: query.sort, order: query.order },
    filter: { ...query.filter },
    meta: undefined,
  };
};

interface ListPrefetcher {
  authProvider: Pick<AuthProvider, 'canAccess'>;
  prefetchList: (resource: string, params: GetListParams) => void;
  store: Pick<Store, 'getItem'>;
}

/**
 * Asks for the first page of a resource's list ahead of its view (resources that declare their
 * list's defaults), only when the user may list it: a refused list request ends the session.
 */
export const prefetchListData = async (resource: string, search: string, prefetcher: ListPrefetcher) => {
  const defaults = listQueries.get(resource);
  if (!defaults) return;
  const allowed = await prefetcher.authProvider.canAccess?.({ action: 'list', resource }).catch(() => false);
  if (allowed) prefetcher.prefetchList(resource, listParamsOf(resource, defaults, search, prefetcher.store));
};

/** At start-up on a list URL (/Terminal), its first page is asked for beside the shell's start. */
export const prefetchListDataAt = (
  { pathname, search }: Pick<Location, 'pathname' | 'search'>,
  prefetcher: ListPrefetcher,
) => {
  void prefetchListData(listResourceAt(pathname), search, prefetcher);
};
