import { describe, expect, it, vi } from 'vitest';
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

  it('ends the session when the refresh fails', async () => {
    const refresh = vi.fn(async () => {
      throw new Error('invalid_grant');
    });
    const { refresher, onExpired } = setup(MINUTE, refresh);
    await expect(refresher.ensureFresh()).rejects.toThrow('invalid_grant');
    expect(onExpired).toHaveBeenCalledTimes(1);
  });
});
