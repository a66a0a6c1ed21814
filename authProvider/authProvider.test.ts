import { HttpError } from 'ra-core';
import { describe, expect, it, vi } from 'vitest';
import { withRequestToken } from '../dataProviders/httpClient';
import { createNoticeBus, type Notice } from '../dataProviders/notices';
import { createAuthProvider, VISITED_KEY } from './authProvider';
import type { IdentityClient } from './identityClient';
import { buildRouteRules } from './routeRules';
import { createSessionStore } from './sessionStore';

/** A Storage over a Map, like the browser's. */
const memoryStorage = (): Storage => {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (key) => map.get(key) ?? null,
    key: (index) => [...map.keys()][index] ?? null,
    removeItem: (key) => void map.delete(key),
    setItem: (key, value) => void map.set(key, value),
  };
};

const token = (claims: Record<string, unknown>) => `h.${btoa(JSON.stringify({ exp: 4_000_000_000, ...claims }))}.`;

const setup = ({ entityClaim = true }: { entityClaim?: boolean } = {}) => {
  const storage = memoryStorage();
  const visits = memoryStorage();
  const session = createSessionStore(storage);
  const notices = createNoticeBus();
  const shown: Notice[] = [];
  notices.subscribe((notice) => shown.push(notice));
  const identity = {
    passwordGrant: vi.fn(async ({ entityId }: { entityId?: number }) => ({
      access_token: token({
        UserId: 7,
        FirstName: 'Ana',
        LastName: 'Admin',
        ...(entityClaim ? { entity_id: entityId ?? 9 } : {}),
        Permissions: ['TERMINALS_READ'],
      }),
      refresh_token: 'r',
      expires_in: 3600,
    })),
    invalidateToken: vi.fn(async () => ({ status: 200, headers: new Headers(), body: '', json: null })),
    entities: vi.fn(async () => [
      { Id: 9, Name: 'Operador' },
      { Id: 2, Name: 'Banco' },
    ]),
    entityConfig: vi.fn(async () => ({ INACTIVITY_TIME: '15' })),
  } as unknown as IdentityClient;
  const provider = createAuthProvider({ session, identity, rules: buildRouteRules([]), notices, visits });
  return { provider, session, shown, identity, visits };
};

describe('auth provider session rules (spec sections 2 and 4)', () => {
  it('stores the session keys on login and clears the logout flag', async () => {
    const { provider, session } = setup();
    session.markLoggedOut();
    await expect(provider.login({ username: 'ana', password: 'x' })).resolves.toEqual({ redirectTo: '/dashboard' });
    expect(session.identity()).toEqual({ userName: 'ana', firstName: 'Ana', lastName: 'Admin', userId: '7' });
    expect(session.entities()).toHaveLength(2);
    expect(session.loggedOut()).toBe(false);
    expect(await provider.getPermissions?.({})).toEqual(['TERMINALS_READ']);
  });

  it('logout invalidates the token, clears storage, sets the flag and goes to login', async () => {
    const { provider, session, identity } = setup();
    await provider.login({ username: 'ana', password: 'x' });
    await expect(provider.logout({})).resolves.toBe('/');
    expect(identity.invalidateToken).toHaveBeenCalled();
    expect(session.token()).toBeNull();
    expect(session.entities()).toEqual([]);
    expect(session.loggedOut()).toBe(true);
  });

  it('warns "session expired" on a 401 only when a session existed and was not left on purpose', async () => {
    const { provider, shown } = setup();
    await provider.login({ username: 'ana', password: 'x' });
    await expect(provider.checkError({ status: 401 })).rejects.toMatchObject({ redirectTo: '/' });
    expect(shown.map((notice) => notice.message)).toEqual(['errors.generic.sessionExpired']);
    await expect(provider.checkError({ status: 403 })).rejects.toMatchObject({ redirectTo: '/' });
    expect(shown).toHaveLength(1);
  });

  it('does not warn after a deliberate logout', async () => {
    const { provider, shown } = setup();
    await provider.login({ username: 'ana', password: 'x' });
    await provider.logout({});
    await expect(provider.checkError({ status: 401 })).rejects.toBeDefined();
    expect(shown).toHaveLength(0);
  });

  it('lets other errors through without ending the session', async () => {
    const { provider, session } = setup();
    await provider.login({ username: 'ana', password: 'x' });
    await expect(provider.checkError({ status: 400 })).resolves.toBeUndefined();
    await expect(provider.checkError(new TypeError('Failed to fetch'))).resolves.toBeUndefined();
    expect(session.token()).not.toBeNull();
  });

  it('sends a first arrival to login silently, and says "not authorized" when a signed-in page was open', async () => {
    const { provider, shown, visits } = setup();
    await expect(provider.checkAuth({})).rejects.toMatchObject({ redirectTo: '/', message: false });
    expect(shown).toHaveLength(0);
    visits.setItem(VISITED_KEY, 'true');
    await expect(provider.checkAuth({})).rejects.toMatchObject({ redirectTo: '/' });
    expect(shown.map((notice) => [notice.message, notice.durationMs])).toEqual([
      ['errors.generic.notAuthorized', 3000],
    ]);
  });

  it('switches entity: new grant, previous token invalidated, new session stored', async () => {
    const { provider, session, identity } = setup();
    await provider.login({ username: 'ana', password: 'x' });
    await provider.switchEntity({ password: 'x', entityId: 2 });
    expect(identity.passwordGrant).toHaveBeenLastCalledWith({
      userName: 'ana',
      password: 'x',
      entityId: 2,
      totpCode: undefined,
    });
    expect(identity.invalidateToken).toHaveBeenCalledTimes(1);
    expect(session.entityId()).toBe('2');
  });

  it('keeps the session when the switch is refused', async () => {
    const { provider, session, identity } = setup();
    await provider.login({ username: 'ana', password: 'x' });
    vi.mocked(identity.passwordGrant).mockRejectedValueOnce(
      Object.assign(new Error('errors.codes.IS-0014'), { status: 400, body: { Code: 'IS-0014' } }),
    );
    await expect(provider.switchEntity({ password: 'x', entityId: 2 })).rejects.toMatchObject({
      body: { Code: 'IS-0014' },
    });
    expect(identity.invalidateToken).not.toHaveBeenCalled();
    expect(session.entityId()).toBe('9');
  });

  it('signs in a first time with a token without an entity_id claim: the entity asked for, else the first listed', async () => {
    const { provider, session, identity } = setup({ entityClaim: false });
    await provider.login({ username: 'ana', password: 'x' });
    expect(session.entityId()).toBe('9');
    expect(identity.passwordGrant).toHaveBeenLastCalledWith(expect.objectContaining({ entityId: undefined }));
    await provider.logout({});
    await provider.login({ username: 'ana', password: 'x', entityId: 2 });
    expect(session.entityId()).toBe('2');
    await provider.switchEntity({ password: 'x', entityId: 9 });
    expect(session.entityId()).toBe('9');
  });

  it('never stores NaN: a user without entities and without the claim is not signed in', async () => {
    const { provider, session, identity } = setup({ entityClaim: false });
    vi.mocked(identity.entities).mockResolvedValueOnce([]);
    await expect(provider.login({ username: 'ana', password: 'x' })).rejects.toThrow();
    expect(session.entityId()).toBeNull();
    expect(session.token()).toBeNull();
  });

  it('ends only the session a failure belongs to: a late 401 of the previous token changes nothing', async () => {
    const { provider, session, shown } = setup();
    await provider.login({ username: 'ana', password: 'x' });
    const previous = session.token() as string;
    await provider.switchEntity({ password: 'x', entityId: 2 });
    const late = withRequestToken(new HttpError('errors.generic.sessionExpired', 401, {}), previous);
    await expect(provider.checkError(late)).resolves.toBeUndefined();
    provider.expire(previous);
    expect(session.entityId()).toBe('2');
    expect(session.token()).not.toBeNull();
    expect(shown).toHaveLength(0);

    const current = withRequestToken(new HttpError('errors.generic.sessionExpired', 401, {}), session.token());
    await expect(provider.checkError(current)).rejects.toMatchObject({ redirectTo: '/' });
    expect(session.token()).toBeNull();
    expect(shown.map((notice) => notice.message)).toEqual(['errors.generic.sessionExpired']);
  });
});
