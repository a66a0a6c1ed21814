import { useEffect } from 'react';
import { useCanAccessResources } from 'ra-core';
import { idlePreloadedLists, preloadList } from './listPreload';

/** Leaves the shell's own first requests alone before fetching anything ahead. */
const SETTLE_MS = 1000;
const IDLE_TIMEOUT_MS = 3000;

/** Runs `task` when the browser is idle (soon, where it cannot tell); returns the cancel. */
const whenIdle = (task: () => void) => {
  if (typeof window.requestIdleCallback !== 'function') {
    const timer = window.setTimeout(task, 0);
    return () => window.clearTimeout(timer);
  }
  const handle = window.requestIdleCallback(task, { timeout: IDLE_TIMEOUT_MS });
  return () => window.cancelIdleCallback(handle);
};

/**
 * Once the shell has settled and the browser is idle, fetches the list views that most visits
 * open next (the terminal list) among those the user may open, so a click on the sidebar waits
 * for data only.
 */
export const useIdleListPreload = (resources: string[] = idlePreloadedLists) => {
  const { canAccess } = useCanAccessResources({ action: 'list', resources });
  const allowed = resources.filter((resource) => canAccess?.[resource]).join(' ');
  useEffect(() => {
    if (!allowed) return undefined;
    let cancelIdle = () => {};
    const settle = window.setTimeout(() => {
      cancelIdle = whenIdle(() => allowed.split(' ').forEach(preloadList));
    }, SETTLE_MS);
    return () => {
      window.clearTimeout(settle);
      cancelIdle();
    };
  }, [allowed]);
};
