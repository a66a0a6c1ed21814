import { useEffect } from 'react';
import { useCanAccessResources } from 'ra-core';
import { whenIdle } from '../whenIdle';
import { idlePreloadedLists, preloadList } from './listPreload';

/** Leaves the shell's own first requests alone before fetching anything ahead. */
const SETTLE_MS = 1000;
const IDLE_TIMEOUT_MS = 3000;

/**
 * Once the shell has settled and the browser is idle, fetches the list views that most visits
 * open next (the terminal list) among those the user may open, so a click on the sidebar waits
 * for data only.
 */
const useIdleListPreload = (resources: string[] = idlePreloadedLists) => {
  const { canAccess } = useCanAccessResources({ action: 'list', resources });
  const allowed = resources.filter((resource) => canAccess?.[resource]).join(' ');
  useEffect(() => {
    if (!allowed) return undefined;
    let cancelIdle = () => {};
    const settle = window.setTimeout(() => {
      cancelIdle = whenIdle(() => allowed.split(' ').forEach(preloadList), {
        timeout: IDLE_TIMEOUT_MS,
        fallbackDelay: 0,
      });
    }, SETTLE_MS);
    return () => {
      window.clearTimeout(settle);
      cancelIdle();
    };
  }, [allowed]);
};

/**
 * The idle preload as a component of its own: the access answer it waits for re-renders only it,
 * not the sidebar around it (about 40 ms on a cold start, right after the first paint).
 */
export const IdleListPreload = () => {
  useIdleListPreload();
  return null;
};
