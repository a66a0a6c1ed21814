/**
 * The listeners of some module state, for React's useSyncExternalStore: `subscribe` to hand it,
 * `notify` once the state has changed.
 */
export const changeListeners = () => {
  const listeners = new Set<() => void>();
  return {
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    notify: () => listeners.forEach((listener) => listener()),
  };
};
