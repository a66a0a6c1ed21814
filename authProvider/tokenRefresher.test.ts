import { describe, expect, it, vi } from 'vitest';
import { requestTokenOf } from '../dataProviders/httpClient';
import { browserLock, type ExclusiveLock } from './refreshLock';
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

/** A lock like the Web Locks API's: one holder at a time, the others wait their turn. */
const sharedLock = (): ExclusiveLock => {
  let queue: Promise<unknown> = Promise.resolve();
  return <T>(task: () => Promise<T>) => {
    const turn = queue.then(task);
    queue = turn.catch(() => undefined);
    return turn;
  };
};

describe('one refresh for the whole browser', () => {
  /** Two tabs: one storage, one lock, one refresh token family on the server. */
  const twoTabs = () => {
    const now = 1_700_000_000_000;
    const state = { token: tokenExpiringAt(now + MINUTE), refreshToken: 'r1' };
    const spent = new Set<string>();
    const refresh = vi.fn(async (refreshToken: string) => {
      await Promise.resolve();
      // The server's reuse detection: a spent refresh token revokes the whole family.
      if (spent.has(refreshToken)) throw new Error('refresh token reuse');
      spent.add(refreshToken);
      return { access_token: tokenExpiringAt(now + 3_600_000), refresh_token: `${refreshToken}+`, expires_in: 3600 };
    });
    const session = {
      token: () => state.token,
      refreshToken: () => state.refreshToken,
      entityId: () => '9',
      updateTokens: (token: string, refreshToken: string) => Object.assign(state, { token, refreshToken }),
    };
    const lock = sharedLock();
    const tab = () => {
      const onExpired = vi.fn();
      return { onExpired, refresher: createTokenRefresher({ session, refresh, onExpired, lock, now: () => now }) };
    };
    return { first: tab(), second: tab(), refresh, state };
  };

  it('refreshes once when two tabs need it together; the other tab uses the stored tokens', async () => {
    const { first, second, refresh, state } = twoTabs();
    await Promise.all([first.refresher.ensureFresh(), second.refresher.ensureFresh()]);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(state.refreshToken).toBe('r1+');
    expect(first.onExpired).not.toHaveBeenCalled();
    expect(second.onExpired).not.toHaveBeenCalled();
  });

  it('takes the Web Locks API lock where the browser has it, and runs alone without it', async () => {
    const request = vi.fn((_name: string, task: () => Promise<string>) => task());
    const locks = { request } as unknown as LockManager;
    await expect(browserLock('console.tokenRefresh', locks)(async () => 'done')).resolves.toBe('done');
    expect(request).toHaveBeenCalledWith('console.tokenRefresh', expect.any(Function));
    await expect(browserLock('console.tokenRefresh', undefined)(async () => 'alone')).resolves.toBe('alone');
  });
});
