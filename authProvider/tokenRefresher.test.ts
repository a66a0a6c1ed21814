import { describe, expect, it, vi } from 'vitest';
import { requestTokenOf } from '../dataProviders/httpClient';
import { browserLock, tabOnlyLock, type RefreshLock } from './refreshLock';
import { REFRESH_WHEN_LEFT_MS, createTokenRefresher } from './tokenRefresher';

const MINUTE = 60_000;
const tokenExpiringAt = (ms: number) => `h.${btoa(JSON.stringify({ exp: Math.floor(ms / 1000) }))}.s`;

const setup = (expiresInMs: number, refresh = vi.fn()) => {
  let now = 1_700_000_000_000;
  const state = { token: tokenExpiringAt(now + expiresInMs), refreshToken: 'r1' };
  const session = {
    token: () => state.token,
    refreshToken: () => state.refreshToken,
    entityId: () => '9',
    updateTokens: (token: string, refreshToken: string) => Object.assign(state, { token, refreshToken }),
  };
  const onExpired = vi.fn();
  const refresher = createTokenRefresher({ session, refresh, onExpired, now: () => now });
  return { refresher, state, onExpired, refresh, advance: (ms: number) => (now += ms), now: () => now };
};

describe('token refresh (spec section 4)', () => {
  it('does nothing while more than 10 minutes remain', async () => {
    const { refresher, refresh } = setup(REFRESH_WHEN_LEFT_MS + MINUTE);
    await refresher.ensureFresh();
    expect(refresh).not.toHaveBeenCalled();
  });

  it('refreshes once under 10 minutes, storing the new pair', async () => {
    const refresh = vi.fn(async () => ({
      access_token: tokenExpiringAt(Date.now() + 3_600_000),
      refresh_token: 'r2',
      expires_in: 3600,
    }));
    const { refresher, state, advance } = setup(REFRESH_WHEN_LEFT_MS + MINUTE, refresh);
    advance(2 * MINUTE);
    await refresher.ensureFresh();
    expect(refresh).toHaveBeenCalledWith('r1', '9');
    expect(state.refreshToken).toBe('r2');
  });

  it('shares one in-flight refresh between concurrent calls', async () => {
    let release: () => void = () => undefined;
    const refresh = vi.fn(
      () =>
        new Promise<{ access_token: string; refresh_token: string; expires_in: number }>((resolve) => {
          release = () =>
            resolve({ access_token: tokenExpiringAt(Date.now() + 3_600_000), refresh_token: 'r2', expires_in: 3600 });
        }),
    );
    const { refresher } = setup(MINUTE, refresh);
    const calls = [refresher.ensureFresh(), refresher.ensureFresh(), refresher.ensureFresh()];
    await vi.waitFor(() => expect(refresh).toHaveBeenCalled());
    release();
    await Promise.all(calls);
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('ends the session of its token when the refresh fails; its callers get a 401 of that token', async () => {
    const refresh = vi.fn(async () => {
      throw new Error('invalid_grant');
    });
    const { refresher, onExpired, state } = setup(MINUTE, refresh);
    const token = state.token;
    const failure = await refresher.ensureFresh().catch((error: unknown) => error);
    expect(failure).toMatchObject({ status: 401, message: 'errors.generic.sessionExpired' });
    expect(requestTokenOf(failure)).toBe(token);
    expect(onExpired).toHaveBeenCalledTimes(1);
    expect(onExpired).toHaveBeenCalledWith(token);
  });
});

/** The Web Locks API as the refresher uses it: one holder at a time, and a note of spent tokens. */
const sharedLock = (): RefreshLock => {
  let queue: Promise<unknown> = Promise.resolve();
  const spent = new Set<string>();
  return {
    run: <T>(task: () => Promise<T>) => {
      const turn = queue.then(task);
      queue = turn.catch(() => undefined);
      return turn;
    },
    wasSpent: async (refreshToken) => spent.has(refreshToken),
    markSpent: async (refreshToken) => {
      spent.add(refreshToken);
    },
  };
};

describe('one refresh for the whole browser', () => {
  /**
   * Two tabs over one localStorage, each with its own copy of it that hears of the other tab's
   * writes late (as in Chromium), one lock, and a server that revokes a family on reuse.
   */
  const twoTabs = () => {
    const now = 1_700_000_000_000;
    const stored = { token: tokenExpiringAt(now + MINUTE), refreshToken: 'r1' };
    const copies = [{ ...stored }, { ...stored }];
    const catchUp = () => copies.forEach((copy) => Object.assign(copy, stored));
    const spentOnServer = new Set<string>();
    const refresh = vi.fn(async (refreshToken: string) => {
      await Promise.resolve();
      if (spentOnServer.has(refreshToken)) throw new Error('refresh token reuse');
      spentOnServer.add(refreshToken);
      return { access_token: tokenExpiringAt(now + 3_600_000), refresh_token: `${refreshToken}+`, expires_in: 3600 };
    });
    const lock = sharedLock();
    const tab = (copy: typeof stored) => {
      const session = {
        token: () => copy.token,
        refreshToken: () => copy.refreshToken,
        entityId: () => '9',
        updateTokens: (token: string, refreshToken: string) => {
          Object.assign(stored, { token, refreshToken });
          Object.assign(copy, { token, refreshToken });
        },
      };
      const onExpired = vi.fn();
      const wait = vi.fn(async () => catchUp());
      return {
        onExpired,
        wait,
        refresher: createTokenRefresher({ session, refresh, onExpired, lock, now: () => now, wait }),
      };
    };
    return { first: tab(copies[0]), second: tab(copies[1]), refresh, copies };
  };

  it('refreshes once when two tabs need it together; the other tab waits for the stored tokens', async () => {
    const { first, second, refresh, copies } = twoTabs();
    await Promise.all([first.refresher.ensureFresh(), second.refresher.ensureFresh()]);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(copies.map((copy) => copy.refreshToken)).toEqual(['r1+', 'r1+']);
    expect(second.wait).toHaveBeenCalled();
    expect(first.onExpired).not.toHaveBeenCalled();
    expect(second.onExpired).not.toHaveBeenCalled();
  });

  it('uses the Web Locks API where the browser has it: the lock, and held locks as the spent notes', async () => {
    const held: { name: string }[] = [];
    const request = vi.fn((name: string, task: () => Promise<unknown>) => {
      held.push({ name });
      return task();
    });
    const locks = { request, query: async () => ({ held, pending: [] }) } as unknown as LockManager;
    const lock = browserLock(locks);
    await expect(lock.run(async () => 'done')).resolves.toBe('done');
    expect(request).toHaveBeenCalledWith('console.tokenRefresh', expect.any(Function));
    expect(await lock.wasSpent('r1')).toBe(false);
    await lock.markSpent('r1');
    expect(await lock.wasSpent('r1')).toBe(true);
    expect(held.some(({ name }) => name.includes('r1'))).toBe(false);
    expect(browserLock(undefined)).toBe(tabOnlyLock);
  });
});
