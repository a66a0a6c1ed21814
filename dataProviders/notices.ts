/**
 * Messages for the user that start outside React (the HTTP layer, the session): the console's
 * notification component shows them. Texts are message keys, translated when shown.
 */
export interface Notice {
  message: string;
  args?: Record<string, unknown>;
  type: 'error' | 'warning' | 'info' | 'success';
  /** A title above the message ('error', 'security'), as a message key. */
  title?: string;
  durationMs: number;
}

type Listener = (notice: Notice) => void;

/**
 * Notices go to whoever listens. Those raised while nobody does (a refresh refused at start-up,
 * before the notification bridge has mounted) wait for the first listener instead of being lost.
 */
export const createNoticeBus = () => {
  const listeners = new Set<Listener>();
  let waiting: Notice[] = [];
  return {
    emit: (notice: Notice) => {
      if (listeners.size === 0) waiting.push(notice);
      listeners.forEach((listener) => listener(notice));
    },
    subscribe: (listener: Listener) => {
      listeners.add(listener);
      const held = waiting;
      waiting = [];
      held.forEach((notice) => listener(notice));
      return () => {
        listeners.delete(listener);
      };
    },
  };
};

export type NoticeBus = ReturnType<typeof createNoticeBus>;
