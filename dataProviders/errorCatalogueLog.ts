import type { NoticeBus } from './notices';

/**
 * The failures the HTTP layer has already dealt with: announced on the notice bus as the spec
 * says, or deliberately silent (401, 403, the codes screens handle, a hidden 404, a network
 * failure, a failure without a message).
 *
 * react-admin announces a failed query or mutation a second time, on its own: with the error's
 * message, or with one of its generic messages. The console's notification component asks this
 * log whether a notification is such a copy, and drops it, so every failure appears once, as
 * section 8 says (type, title, duration).
 */

/** How long after a failure react-admin's copy of it is still recognised. */
export const COPY_WINDOW_MS = 3000;

/** What react-admin says when a failure has no message, a record did not load or a form was refused. */
export const REACT_ADMIN_FAILURE_MESSAGES: readonly string[] = [
  'ra.notification.http_error',
  'ra.notification.item_doesnt_exist',
  'ra.message.invalid_form',
];

interface Reported {
  message: string;
  at: number;
}

/** react-admin passes no substitution, or only its default text `_`, with an error it announces. */
const hasOnlyReactAdminArgs = (args: unknown) =>
  args === undefined || args === null || (typeof args === 'object' && Object.keys(args).every((key) => key === '_'));

export const createFailureLog = (now: () => number = Date.now, windowMs = COPY_WINDOW_MS) => {
  let reported: Reported[] = [];
  const prune = () => {
    const oldest = now() - windowMs;
    reported = reported.filter(({ at }) => at >= oldest);
  };
  return {
    /** Notes a failure the HTTP layer dealt with; `message` is the message of the error it threw. */
    record: (message: string) => {
      prune();
      reported.push({ message, at: now() });
    },
    /**
     * Whether a notification of type error or warning that did not come from the notice bus is
     * react-admin's copy of a failure noted in the last moments. A failure accounts for one copy:
     * the entry with that message, or for a generic message the oldest entry, is used up.
     */
    claim: (message: string, args: unknown): boolean => {
      prune();
      if (!hasOnlyReactAdminArgs(args)) return false;
      let index = reported.findIndex((entry) => entry.message === message);
      if (index < 0 && REACT_ADMIN_FAILURE_MESSAGES.includes(message)) index = reported.length ? 0 : -1;
      if (index < 0) return false;
      reported.splice(index, 1);
      return true;
    },
  };
};

export type FailureLog = ReturnType<typeof createFailureLog>;

const logs = new WeakMap<NoticeBus, FailureLog>();

/**
 * The log that goes with a notice bus: the error mapper writes it, the notification component
 * reads it. One per console instance, without widening the console's services.
 */
export const failureLogOf = (notices: NoticeBus): FailureLog => {
  let log = logs.get(notices);
  if (!log) {
    log = createFailureLog();
    logs.set(notices, log);
  }
  return log;
};
