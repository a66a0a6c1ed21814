/** Runs a task while holding a lock; the task's result is the lock's. */
export type ExclusiveLock = <T>(task: () => Promise<T>) => Promise<T>;

/** The name of the lock every tab of the console takes to refresh the shared tokens. */
export const REFRESH_LOCK_NAME = 'console.tokenRefresh';

/** Just runs the task: where the browser has no Web Locks, refreshes are single-flight per tab only. */
export const noLock: ExclusiveLock = (task) => task();

/**
 * One holder at a time across every tab of the origin, with the Web Locks API
 * (`navigator.locks`); a tab that closes releases its lock. Without the API (an insecure
 * origin, jsdom, Node), `noLock`.
 */
export const browserLock = (
  name: string = REFRESH_LOCK_NAME,
  locks: LockManager | undefined = globalThis.navigator?.locks,
): ExclusiveLock => (locks ? (task) => locks.request(name, task) : noLock);
