import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { authenticatorCode } from '../../fixtures/authenticator';
import { personas } from '../../fixtures/personas';
import { STEP_UP_HEADER } from '../../resources/permissions2fa/stepUp';
import { startSandbox, type TestSandbox } from '../testing/startSandbox';

type Json = Record<string, unknown>;

const twofaSecret = personas.find((persona) => persona.userName === 'twofa')!.totpSecret!;
const wrongCode = (code: string) => String((Number(code) + 500_000) % 1_000_000).padStart(6, '0');
/** A code accepted once only: each test moves the clock to the next 30-second step for a fresh one. */
const freshCode = () => {
  vi.setSystemTime(Date.now() + 30_000);
  return authenticatorCode(twofaSecret);
};

/** The per-permission 2FA whitelist is enforced: a change needing a listed permission asks for a fresh code. */
describe('2FA-protected permissions', { timeout: 30_000 }, () => {
  let sandbox: TestSandbox;
  let admin: string;
  let twofa: string;
  const call = async (token: string, path: string, method = 'GET', body?: unknown, code?: string) => {
    const response = await fetch(`${sandbox.baseUrl}${path}`, {
      method,
      headers: {
        'Content-Type': 'application/json',
        Authorization: `Bearer ${token}`,
        'entity-id': '9',
        ...(code ? { [STEP_UP_HEADER]: code } : {}),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return { status: response.status, body: (await response.json()) as Json };
  };
  const whitelist = '/identity/api/v1/WhiteList2Fa';

  beforeAll(async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    sandbox = await startSandbox();
    admin = (await sandbox.tokenFor('admin', 9)).token;
    twofa = (await sandbox.tokenFor('twofa', 9)).token;
    // The seed lists PERMISOS switched off; an administrator turns it on (nothing asks a code yet).
    const entry = await permissionsEntry();
    expect((await call(admin, `${whitelist}/${entry.id}`, 'PUT', { ...entry, required: true })).status).toBe(200);
  });
  afterAll(async () => {
    vi.useRealTimers();
    await sandbox.close();
  });

  const permissionsEntry = async () => {
    const list = await fetch(`${sandbox.baseUrl}${whitelist}?range=[0,99]`, {
      headers: { Authorization: `Bearer ${admin}`, 'entity-id': '9' },
    });
    const entries = (await list.json()) as Json[];
    const named = await call(admin, '/identity/api/v1/Permission?filter={"name":"PERMISOS"}');
    const permissionId = (named.body as unknown as Json[])[0].id;
    return entries.find((entry) => entry.permissionId === permissionId)!;
  };

  it('asks a 2FA user for the code (IS-0014), refuses a wrong one (IS-0015), takes the right one', async () => {
    const entry = await permissionsEntry();
    expect(entry.required).toBe(true);
    const changed = { ...entry, note: 'Confirmado con 2FA' };
    const path = `${whitelist}/${entry.id}`;
    expect(await call(twofa, path, 'PUT', changed)).toMatchObject({ status: 400, body: { Code: 'IS-0014' } });
    const code = freshCode();
    expect(await call(twofa, path, 'PUT', changed, wrongCode(code))).toMatchObject({
      status: 400,
      body: { Code: 'IS-0015' },
    });
    expect(await call(twofa, path, 'PUT', changed, code)).toMatchObject({
      status: 200,
      body: { note: 'Confirmado con 2FA' },
    });
    // Reading never asks.
    expect((await call(twofa, path)).status).toBe(200);
  });

  it('takes one code for one change: the same code again is refused (RFC 6238 5.2)', async () => {
    const entry = await permissionsEntry();
    const path = `${whitelist}/${entry.id}`;
    const code = freshCode();
    expect((await call(twofa, path, 'PUT', { ...entry, note: 'primero' }, code)).status).toBe(200);
    expect(await call(twofa, path, 'PUT', { ...entry, note: 'segundo' }, code)).toMatchObject({
      status: 400,
      body: { Code: 'IS-0015' },
    });
    // Nor is a code of an earlier step, still within the window of three.
    vi.setSystemTime(Date.now() + 30_000);
    expect((await call(twofa, path, 'PUT', { ...entry, note: 'segundo' }, code)).status).toBe(400);
    expect((await call(twofa, path, 'PUT', { ...entry, note: 'segundo' }, authenticatorCode(twofaSecret))).status).toBe(
      200,
    );
  });

  it('stops taking codes after five wrong ones, the right one included, for a while', async () => {
    const entry = await permissionsEntry();
    const path = `${whitelist}/${entry.id}`;
    const code = freshCode();
    for (let guess = 0; guess < 5; guess += 1)
      expect((await call(twofa, path, 'PUT', entry, wrongCode(code))).status).toBe(400);
    expect(await call(twofa, path, 'PUT', entry, code)).toMatchObject({ status: 400, body: { Code: 'IS-0015' } });
    vi.setSystemTime(Date.now() + 31 * 60_000);
    expect((await call(twofa, path, 'PUT', entry, authenticatorCode(twofaSecret))).status).toBe(200);
  });

  it('refuses a holder without 2FA, and asks nothing for a permission listed but switched off', async () => {
    const entry = await permissionsEntry();
    const refused = await call(admin, `${whitelist}/${entry.id}`, 'PUT', { ...entry, note: 'sin 2FA' });
    expect(refused).toMatchObject({
      status: 400,
      body: { Code: 'IS-0014', Message: 'two-factor authentication required' },
    });
    const roles = await call(admin, '/identity/api/v1/Role?range=[0,0]');
    const role = (roles.body as unknown as Json[])[0];
    expect((await call(admin, `/identity/api/v1/Role/${role.id}`, 'PUT', role)).status).toBe(200);
  });

  it('protects a permission once it is switched on', async () => {
    const named = await call(admin, '/identity/api/v1/Permission?filter={"name":"ROLES_WRITE_AND_READ"}');
    const permissionId = (named.body as unknown as Json[])[0].id;
    const list = await fetch(
      `${sandbox.baseUrl}${whitelist}?filter=${encodeURIComponent(JSON.stringify({ permissionId }))}`,
      {
        headers: { Authorization: `Bearer ${admin}`, 'entity-id': '9' },
      },
    );
    const [entry] = (await list.json()) as Json[];
    const code = freshCode();
    const on = await call(twofa, `${whitelist}/${entry.id}`, 'PUT', { ...entry, required: true }, code);
    expect(on.status).toBe(200);
    const roles = await call(admin, '/identity/api/v1/Role?range=[0,0]');
    const role = (roles.body as unknown as Json[])[0];
    expect((await call(admin, `/identity/api/v1/Role/${role.id}`, 'PUT', role)).body).toMatchObject({
      Message: 'two-factor authentication required',
    });
    expect((await call(twofa, `/identity/api/v1/Role/${role.id}`, 'PUT', role)).body).toMatchObject({
      Code: 'IS-0014',
    });
  });
});
