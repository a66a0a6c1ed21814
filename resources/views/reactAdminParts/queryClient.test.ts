import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryObserver, type QueryClient } from '@tanstack/react-query';
import { createQueryClient, SESSION_CHECK_STALE_MS } from './queryClient';

/** As react-admin's `useAuthState()` watches the session check: its key, and checkAuth as the query. */
const watchSessionCheck = (client: QueryClient, checkAuth: () => Promise<void>) => {
  const observer = new QueryObserver(client, {
    queryKey: ['auth', 'checkAuth', {}],
    queryFn: () => checkAuth().then(() => true),
    retry: false,
  });
  return observer.subscribe(() => undefined);
};

afterEach(() => {
  vi.useRealTimers();
});

describe('createQueryClient and the session check', () => {
  it('answers the check of a signed-in start before anything watches it', async () => {
    const checkSession = vi.fn(() => Promise.resolve());
    const client = createQueryClient({ checkSession });
    await vi.waitFor(() => expect(client.getQueryData(['auth', 'checkAuth', {}])).toBe(true));
    expect(checkSession).toHaveBeenCalledTimes(1);
  });

  it('does not ask again when a page mounts within the minute, and does after it', async () => {
    vi.useFakeTimers();
    const checkSession = vi.fn(() => Promise.resolve());
    const client = createQueryClient({ checkSession });
    await vi.waitFor(() => expect(client.getQueryData(['auth', 'checkAuth', {}])).toBe(true));
    const pageCheck = vi.fn(() => Promise.resolve());

    const stop = watchSessionCheck(client, pageCheck);
    await vi.advanceTimersByTimeAsync(SESSION_CHECK_STALE_MS - 1_000);
    expect(pageCheck).not.toHaveBeenCalled();
    stop();

    await vi.advanceTimersByTimeAsync(1_000);
    watchSessionCheck(client, pageCheck)();
    expect(pageCheck).toHaveBeenCalledTimes(1);
  });

  it('leaves a signed-out start to react-admin: nothing is answered ahead', () => {
    const client = createQueryClient();
    const pageCheck = vi.fn(() => Promise.reject(new Error('no session')));
    watchSessionCheck(client, pageCheck)();
    expect(pageCheck).toHaveBeenCalledTimes(1);
    expect(client.getQueryData(['auth', 'checkAuth', {}])).toBeUndefined();
  });

  it('forgets the answer when the session ends (react-admin clears the cache on logout)', async () => {
    const client = createQueryClient({ checkSession: () => Promise.resolve() });
    await vi.waitFor(() => expect(client.getQueryData(['auth', 'checkAuth', {}])).toBe(true));
    client.clear();
    const pageCheck = vi.fn(() => Promise.reject(new Error('no session')));
    watchSessionCheck(client, pageCheck)();
    expect(pageCheck).toHaveBeenCalledTimes(1);
  });
});

describe('createQueryClient and access questions', () => {
  /** As react-admin's `useCanAccess` asks: its key, and the async canAccess as the query. */
  const accessObserver = (client: QueryClient, params: object, canAccess: () => Promise<boolean>) =>
    new QueryObserver(client, { queryKey: ['auth', 'canAccess', params], queryFn: canAccess });

  it('answers at once with the rule, and does not ask canAccess again', () => {
    const accessNow = vi.fn(({ resource }: { action: string; resource: string }) => resource === 'Terminal');
    const client = createQueryClient({ accessNow });
    const canAccess = vi.fn(() => Promise.resolve(false));
    const terminals = accessObserver(client, { action: 'list', resource: 'Terminal', enabled: true }, canAccess);
    const users = accessObserver(client, { action: 'list', resource: 'users', recordId: undefined }, canAccess);
    expect(terminals.getCurrentResult()).toMatchObject({ data: true, isPending: false });
    expect(users.getCurrentResult()).toMatchObject({ data: false, isPending: false });
    terminals.subscribe(() => undefined)();
    expect(canAccess).not.toHaveBeenCalled();
    expect(accessNow).toHaveBeenCalledWith({ action: 'list', resource: 'Terminal' });
  });

  it('leaves other queries, and access queries without a rule, to their query function', () => {
    const withRule = createQueryClient({ accessNow: () => true });
    const list = new QueryObserver(withRule, { queryKey: ['Terminal', 'getList', {}], queryFn: () => [] });
    expect(list.getCurrentResult().isPending).toBe(true);
    const withoutRule = createQueryClient();
    const access = accessObserver(withoutRule, { action: 'list', resource: 'Terminal' }, () => Promise.resolve(true));
    expect(access.getCurrentResult().isPending).toBe(true);
  });
});
