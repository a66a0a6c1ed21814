import { bytesToHex } from '../resources/core/bytesToHex';

/**
 * What the token refresher needs to refresh once for the whole browser: a lock every tab takes
 * in turn, and a note, kept where the lock is, of the refresh tokens already spent.
 *
 * The note is needed because a tab's localStorage is not instantly consistent with the others':
 * a tab given the lock right after another tab refreshed may still read the refresh token that
 * tab spent (Chromium updates each tab's copy asynchronously). The lock manager, which granted
 * the lock, is consistent, so the note lives there.
 */
export interface RefreshLock {
  /** Runs `task` while no other tab runs one. */
  run: <T>(task: () => Promise<T>) => Promise<T>;
  /** Whether a tab has already spent this refresh token (so its new pair is on its way). */
  wasSpent: (refreshToken: string) => Promise<boolean>;
  /** Notes that this tab spent `refreshToken`, before it lets go of the lock. */
  markSpent: (refreshToken: string) => Promise<void>;
}

/** The name of the lock every tab of the console takes to refresh the shared tokens. */
export const REFRESH_LOCK_NAME = 'console.tokenRefresh';
const SPENT_PREFIX = 'console.spentRefreshToken:';

/** Without the Web Locks API (an insecure origin, jsdom, Node): single-flight within the tab only. */
export const tabOnlyLock: RefreshLock = {
  run: (task) => task(),
  wasSpent: async () => false,
  markSpent: async () => undefined,
};

/** A digest of the token: lock names are listed to the origin's scripts, the token needs no copy there. */
const fingerprint = async (token: string) => {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token));
  return bytesToHex(digest);
};

/**
 * The Web Locks API (`navigator.locks`): a tab that closes lets go of its locks. A spent refresh
 * token is noted as a lock this tab holds for as long as it lives (one per refresh, every hour or
 * so), which every tab can see with `query()`.
 */
export const browserLock = (locks: LockManager | undefined = globalThis.navigator?.locks): RefreshLock => {
  if (!locks) return tabOnlyLock;
  return {
    run: (task) => locks.request(REFRESH_LOCK_NAME, task),
    wasSpent: async (refreshToken) => {
      const name = SPENT_PREFIX + (await fingerprint(refreshToken));
      const { held = [] } = await locks.query();
      return held.some((lock) => lock.name === name);
    },
    markSpent: async (refreshToken) => {
      const name = SPENT_PREFIX + (await fingerprint(refreshToken));
      await new Promise<void>((granted) => {
        void locks.request(name, () => {
          granted();
          return new Promise<never>(() => undefined);
        });
      });
    },
  };
};
