import type { ReactElement } from 'react';
import { registry } from '../../resources/registry';

type Preload = () => Promise<unknown>;

const preloadOf = (view: ReactElement | undefined): Preload | undefined => {
  const type = view?.type;
  return typeof type === 'function' && 'preload' in type && typeof type.preload === 'function'
    ? (type.preload as Preload)
    : undefined;
};

const listPreloads = new Map(
  registry.flatMap(({ schema, list }) => {
    const preload = preloadOf(list);
    return preload ? [[schema.resource, preload] as const] : [];
  }),
);

/** Fetches the chunk of a resource's list view ahead of navigation (lazy views only; else nothing). */
export const preloadList = (resource: string) => {
  void listPreloads.get(resource)?.();
};

/** The resources whose list view is fetched once the shell is idle. */
export const idlePreloadedLists: string[] = registry
  .filter(({ preloadListWhenIdle }) => preloadListWhenIdle)
  .map(({ schema }) => schema.resource);
