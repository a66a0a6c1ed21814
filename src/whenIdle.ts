/**
 * Runs a task once the browser has painted and has a moment: what the first screen does not need
 * (chunks fetched ahead, the toasts) starts after that screen is up, never before it. Returns the
 * cancel, for a component that goes before the moment comes. `timeout` bounds the wait; where the
 * browser cannot tell idleness, the task runs after `fallbackDelay`.
 */
export const whenIdle = (task: () => void, { timeout = 2000, fallbackDelay = 200 } = {}): (() => void) => {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = window.setTimeout(task, fallbackDelay);
  return () => window.clearTimeout(timer);
};
