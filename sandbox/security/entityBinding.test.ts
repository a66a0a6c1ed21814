import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerOf } from '../engine/testApi';
import { claimsOf, signIn, tokenCall } from '../identity/testClient';
import { startSandbox, type TestSandbox } from '../testing/startSandbox';
import { concretePath, guardedRoutes, personaTokens, routeName } from './securityApi';

/** A token is bound to the entity it was issued for, on every service. */
describe('a token and its entity', { timeout: 60_000 }, () => {
  let sandbox: TestSandbox;
  let call: ReturnType<typeof callerOf>;
  let tokens: Awaited<ReturnType<typeof personaTokens>>;

  beforeAll(async () => {
    sandbox = await startSandbox({ terminals: 50 });
    call = callerOf(sandbox);
    tokens = await personaTokens(sandbox);
  });
  afterAll(async () => {
    await sandbox?.close();
  });

  it('refuses every persona on every guarded route with a foreign entity-id header (400 GM-0002)', async () => {
    const routes = guardedRoutes(sandbox);
    expect(routes.length).toBeGreaterThan(200);
    expect(new Set(routes.map((route) => route.url.split('/')[1]))).toEqual(
      new Set(['identity', 'parameters', 'commerce', 'terminal', 'app', 'reports', 'transactions']),
    );
    const misses: string[] = [];
    for (const { persona, token, foreign } of tokens) {
      await Promise.all(
        routes.map(async (route, index) => {
          // Each route meets, in turn, every entity the token is not bound to (member or not).
          const entity = foreign[index % foreign.length];
          const body = route.method === 'GET' || route.method === 'DELETE' ? undefined : {};
          const answer = await call(route.method, concretePath(route.url), { token, entity, body });
          const code = (answer.json as { Code?: string } | undefined)?.Code;
          if (answer.status !== 400 || code !== 'GM-0002')
            misses.push(`${persona.userName} ${routeName(route)} entity ${entity}: ${answer.status} ${code}`);
        }),
      );
    }
    expect(misses).toEqual([]);
  });

  it('scopes a call without the header, and every transaction call, to the token entity', async () => {
    const admin = tokens.find(({ persona }) => persona.userName === 'admin');
    if (!admin) throw new Error('no admin');
    const inEntity2 = (await signIn(sandbox.baseUrl, 'admin', 'Admin#2026', { entity_id: '2' })).accessToken;
    const config = (token: string, entity?: number) => call('GET', '/terminal/api/v1/Entity/config', { token, entity });
    expect((await config(inEntity2)).json).toEqual((await config(inEntity2, 2)).json);
    expect((await config(inEntity2)).json).toMatchObject({ INACTIVITY_TIME: '10' });
    expect((await config(admin.token)).json).toMatchObject({ INACTIVITY_TIME: '15' });
    const summary = (token: string) => call('GET', '/transactions/summary', { token });
    expect((await summary(inEntity2)).json).not.toEqual((await summary(admin.token)).json);
    expect((await summary(inEntity2)).json).toMatchObject({ currency: 'EUR' });
    const processor = (await sandbox.tokenFor('admin', 3)).token;
    expect((await summary(processor)).json).toMatchObject({ currency: 'DOP' });
  });

  it('issues tokens without an entity claim, bound to the default entity the Entity list names first', async () => {
    for (const { persona, token, entityId } of tokens) {
      expect(claimsOf(token), persona.userName).not.toHaveProperty('entity_id');
      expect(entityId, persona.userName).toBe(persona.entities[0]);
      const listed = await call('GET', '/terminal/api/v1/Entity', { token });
      expect((listed.json as { Id: number }[])[0].Id, persona.userName).toBe(entityId);
    }
  });

  it('keeps the binding through refreshes, and refuses a token whose user left the entity', async () => {
    const { refreshToken } = await signIn(sandbox.baseUrl, 'admin', 'Admin#2026', { entity_id: '6' });
    const refreshed = await tokenCall(sandbox.baseUrl, { grant_type: 'refresh_token', refresh_token: refreshToken });
    const token = String(refreshed.body.access_token);
    expect(await sandbox.boundEntityOf(token)).toBe(6);
    expect((await call('GET', '/terminal/api/v1/Entity/config', { token, entity: 9 })).status).toBe(400);

    const twofa = tokens.find(({ persona }) => persona.userName === 'twofa');
    if (!twofa) throw new Error('no twofa');
    const userId = claimsOf(twofa.token).UserId;
    expect((await call('GET', '/identity/api/v1/Notification', { token: twofa.token })).status).toBe(200);
    sandbox.context.db.prepare('DELETE FROM memberships WHERE user_id = ? AND entity_id = 9').run(userId);
    const left = await call('GET', '/identity/api/v1/Notification', { token: twofa.token });
    expect(left.status).toBe(400);
    expect(left.json).toMatchObject({ Code: 'GM-0002' });
  });
});
