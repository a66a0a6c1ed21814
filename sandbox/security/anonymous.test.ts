import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerOf } from '../engine/testApi';
import { routesOf } from '../routeList';
import { startSandbox, type TestSandbox } from '../testing/startSandbox';
import { concretePath, OWN_GUARD_ROUTES, PUBLIC_ROUTES, routeName, TEST_MODE_ROUTES } from './securityApi';

/**
 * Started as `npm start` starts it (no test mode), the sandbox answers
 * anonymous callers on the token endpoint, the password recovery steps and the console's files
 * only. Every other route, found by enumerating what Fastify registered, answers 401.
 */
describe('anonymous callers', { timeout: 60_000 }, () => {
  let sandbox: TestSandbox;
  let call: ReturnType<typeof callerOf>;
  const consoleDir = mkdtempSync(join(tmpdir(), 'sandbox-console-'));

  beforeAll(async () => {
    mkdirSync(join(consoleDir, 'assets'));
    writeFileSync(join(consoleDir, 'index.html'), '<!doctype html><title>Consola</title>');
    writeFileSync(join(consoleDir, 'assets', 'app.js'), 'console.log(1);');
    sandbox = await startSandbox({ terminals: 20, consoleDir, testMode: false });
    call = callerOf(sandbox);
  });
  afterAll(async () => {
    await sandbox?.close();
    rmSync(consoleDir, { recursive: true, force: true });
  });

  const isConsoleFile = (url: string) => ['/index.html', '/assets/app.js'].includes(url);

  it('refuses every route but the public ones with 401, with no token or a bad one', async () => {
    const routes = routesOf(sandbox.app);
    expect(routes.length).toBeGreaterThan(200);
    const guarded = routes.filter(
      (route) => ![...PUBLIC_ROUTES, ...OWN_GUARD_ROUTES].includes(routeName(route)) && !isConsoleFile(route.url),
    );
    const misses: string[] = [];
    await Promise.all(
      guarded.flatMap((route) =>
        [undefined, 'not.a.token'].map(async (token) => {
          const body = route.method === 'GET' || route.method === 'DELETE' ? undefined : {};
          const answer = await call(route.method, concretePath(route.url), { token, entity: 9, body });
          if (answer.status !== 401 || (answer.json as { Code?: string }).Code !== 'GM-0001')
            misses.push(`${routeName(route)} ${token ? 'bad token' : 'no token'}: ${answer.status}`);
        }),
      ),
    );
    expect(misses).toEqual([]);
  });

  it('has no test helpers outside test mode: no outbox, no entity configuration call', async () => {
    const names = routesOf(sandbox.app).map(routeName);
    TEST_MODE_ROUTES.forEach((helper) => expect(names).not.toContain(helper));
    expect(names.filter((name) => name.includes('/sandbox/'))).toEqual([]);
    await call('POST', '/identity/api/v1/User/recover-password', { body: { userName: 'admin' } });
    const outbox = await call('GET', '/sandbox/outbox?to=admin');
    expect(outbox.status).toBe(404);
    expect(outbox.json).toEqual({ Code: 'GM-0010', Message: 'GM-0010' });
    const flags = await call('PUT', '/sandbox/entity-config/9', { body: { CAN_MANAGE_TUTORIAL_VIDEO: false } });
    expect(flags.status).toBe(404);
    expect(
      sandbox.context.db
        .prepare('SELECT value FROM entity_config WHERE entity_id = 9 AND key = ?')
        .get('CAN_MANAGE_TUTORIAL_VIDEO'),
    ).toEqual({ value: 'true' });
  });

  it('answers the public routes without a token', async () => {
    const names = routesOf(sandbox.app).map(routeName);
    PUBLIC_ROUTES.forEach((route) => expect(names).toContain(route));
    expect((await call('GET', '/assets/app.js')).status).toBe(200);
    expect((await call('GET', '/index.html')).status).toBe(200);
    const recovery = await call('POST', '/identity/api/v1/User/recover-password', { body: { userName: 'nobody' } });
    expect(recovery.status).toBe(200);
    const token = await call('POST', '/auth/connect/token', { body: { grant_type: 'password' } });
    expect(token.status).toBe(401);
    expect(token.json).toEqual({ error: 'invalid_client' });
  });
});
