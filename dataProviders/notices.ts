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

export const createNoticeBus = () => {
  const listeners = new Set<Listener>();
  return {
    emit: (notice: Notice) => listeners.forEach((listener) => listener(notice)),
    subscribe: (listener: Listener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
};

export type NoticeBus = ReturnType<typeof createNoticeBus>;
