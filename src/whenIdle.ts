/**
 * Runs a task once the browser has painted and has a moment: what the first screen does not need
 * (chunks fetched ahead, the toasts) starts after that screen is up, never before it. Returns the
 * cancel, for a component that goes before the moment comes.
 */
export const whenIdle = (task: () => void): (() => void) => {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: 2000 });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = window.setTimeout(task, 200);
  return () => window.clearTimeout(timer);
};
