import type { ReactElement } from 'react';
import { registry } from '../../resources/registry';

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

/** The resources whose list view is fetched once the shell is idle. */
export const idlePreloadedLists: string[] = registry
  .filter(({ preloadListWhenIdle }) => preloadListWhenIdle)
  .map(({ schema }) => schema.resource);

/** At start-up on a list URL (/Terminal), its view's chunk loads beside the language and session checks. */
export const preloadListAt = (pathname: string) => {
  const [, resource, ...rest] = pathname.split('/');
  if (resource && rest.every((segment) => segment === '')) preloadList(resource);
};
