/**
 * Runs a task once the browser has painted and has a moment: what the first screen does not need
 * (chunks fetched ahead, the toasts) starts after that screen is up, never before it.
 */
export const whenIdle = (task: () => void) => {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(task, { timeout: 2000 });
  else window.setTimeout(task, 200);
};
