import { SignJWT, base64url, decodeJwt, generateKeyPair, importPKCS8 } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BODY_LIMIT } from '../server';
import { startSandbox, type TestSandbox } from '../testing/startSandbox';
import { asRecords, callerOf, type CallResult } from './testApi';

/** Who may call the engine, for which entity, and what a refusal reveals. */

const TERMINALS = '/terminal/api/v1/Terminal';

describe('resource engine security', { timeout: 30_000 }, () => {
  let sandbox: TestSandbox;
  let call: ReturnType<typeof callerOf>;
  let admin: string;
  const refusals: CallResult[] = [];

  /** A call whose answer, when a refusal, is also checked for leaks at the end. */
  const refused = async (result: Promise<CallResult>) => {
    const answer = await result;
    refusals.push(answer);
    return answer;
  };
  const listAs = (token: string, entity: number | string | undefined = 9) =>
    refused(call('GET', TERMINALS, { token, entity }));

  beforeAll(async () => {
    sandbox = await startSandbox();
    call = callerOf(sandbox);
    admin = (await sandbox.tokenFor('admin', 9)).token;
  });
  afterAll(async () => {
    await sandbox?.close();
  });

  it('refuses calls without a valid token', async () => {
    expect((await refused(call('GET', TERMINALS, { entity: 9 }))).status).toBe(401);
    const missing = await refused(
      call('GET', `${TERMINALS}/1`, { entity: 9, headers: { authorization: 'Basic YWRtaW46eA==' } }),
    );
    expect(missing.status).toBe(401);
    expect(missing.json).toMatchObject({ Code: 'GM-0001' });
    expect((await listAs('not.a.token')).status).toBe(401);
  });

  it('refuses forged, unsigned and tampered tokens', async () => {
    const claims = decodeJwt(admin);
    const other = await generateKeyPair('RS256');
    const forged = await new SignJWT(claims).setProtectedHeader({ alg: 'RS256', typ: 'JWT' }).sign(other.privateKey);
    expect((await listAs(forged)).status).toBe(401);

    const [header, payload, signature] = admin.split('.');
    const encode = (value: object) => base64url.encode(JSON.stringify(value));
    const unsigned = `${encode({ alg: 'none', typ: 'JWT' })}.${payload}.`;
    expect((await listAs(unsigned)).status).toBe(401);

    const readonly = decodeJwt((await sandbox.tokenFor('readonly', 9)).token);
    const escalated = `${header}.${encode({ ...readonly, Permissions: claims.Permissions })}.${signature}`;
    expect((await listAs(escalated)).status).toBe(401);
    const otherUser = `${header}.${encode({ ...claims, UserId: readonly.UserId })}.${signature}`;
    expect((await listAs(otherUser)).status).toBe(401);
  });

  it('refuses expired tokens and tokens for another audience', async () => {
    const { kid, private_pkcs8 } = sandbox.context.db
      .prepare('SELECT kid, private_pkcs8 FROM signing_keys WHERE retired_at IS NULL')
      .get() as { kid: string; private_pkcs8: string };
    // The key is stored sealed under the master key; the test opens it as the service does.
    const key = await importPKCS8(sandbox.context.keyring.open(private_pkcs8), 'RS256');
    const claims = decodeJwt(admin);
    const now = Math.floor(Date.now() / 1000);
    const sign = (changes: Record<string, unknown>) =>
      new SignJWT({ ...claims, ...changes }).setProtectedHeader({ alg: 'RS256', typ: 'JWT', kid }).sign(key);
    expect((await listAs(await sign({}))).status).toBe(200);
    expect((await listAs(await sign({ exp: now - 5, iat: now - 3600 }))).status).toBe(401);
    expect((await listAs(await sign({ aud: 'another-client' }))).status).toBe(401);
    expect((await listAs(await sign({ iss: 'https://elsewhere.example' }))).status).toBe(401);
  });

  it('refuses revoked tokens and tokens of a revoked family', async () => {
    const { token } = await sandbox.tokenFor('admin', 9);
    expect((await listAs(token)).status).toBe(200);
    const { jti, exp, fam } = decodeJwt(token) as { jti: string; exp: number; fam: string };
    sandbox.context.tokens.revokeAccessToken(jti, exp);
    expect((await listAs(token)).status).toBe(401);

    const second = await sandbox.tokenFor('admin', 9);
    sandbox.context.tokens.revokeFamily(String(decodeJwt(second.token).fam));
    expect((await listAs(second.token)).status).toBe(401);
    expect(fam).not.toBe(decodeJwt(second.token).fam);
  });

  it("hides another entity's records", async () => {
    const { store } = sandbox.context;
    const foreign = store.list('terminals', { entityId: 2, range: [0, 0] }).records[0];
    const path = `${TERMINALS}/${foreign.id}`;
    expect((await refused(call('GET', path, { token: admin, entity: 9 }))).json).toEqual({
      Code: 'GM-0010',
      Message: 'GM-0010',
    });
    expect((await refused(call('PUT', path, { token: admin, entity: 9, body: { alias: 'x' } }))).status).toBe(404);
    expect((await refused(call('DELETE', path, { token: admin, entity: 9 }))).status).toBe(404);
    expect(store.get('terminals', foreign.id)).toEqual(foreign);

    const byId = await call('GET', `${TERMINALS}?filter=${encodeURIComponent(JSON.stringify({ id: [foreign.id] }))}`, {
      token: admin,
      entity: 9,
    });
    expect(byId.json).toEqual([]);
    const all = await call('GET', `${TERMINALS}?range=[0,999]`, { token: admin, entity: 9 });
    expect(asRecords(all.json).map((t) => t.id)).not.toContain(foreign.id);
    // The same admin, signed in for entity 2, sees it; its token of entity 9 cannot be pointed there.
    const inEntity2 = (await sandbox.tokenFor('admin', 2)).token;
    expect((await call('GET', path, { token: inEntity2, entity: 2 })).status).toBe(200);
    expect((await call('GET', path, { token: inEntity2 })).status).toBe(200);
    const pointed = await refused(call('GET', path, { token: admin, entity: 2 }));
    expect(pointed.status).toBe(400);
    expect(pointed.json).toMatchObject({ Code: 'GM-0002' });
  });

  it('refuses an entity the user does not belong to', async () => {
    const { token } = await sandbox.tokenFor('readonly', 9);
    expect((await listAs(token, 9)).status).toBe(200);
    const notMember = await listAs(token, 3);
    expect(notMember.status).toBe(400);
    expect(notMember.json).toMatchObject({ Code: 'GM-0002' });
    expect((await listAs(token, 'nine')).status).toBe(400);
  });

  it('needs the read permission to read and the write permission to write', async () => {
    const readonly = (await sandbox.tokenFor('readonly', 9)).token;
    const terminal = sandbox.context.store.list('terminals', { entityId: 9, range: [0, 0] }).records[0];
    expect((await call('GET', `${TERMINALS}/${terminal.id}`, { token: readonly, entity: 9 })).status).toBe(200);
    for (const [method, path] of [
      ['POST', TERMINALS],
      ['PUT', `${TERMINALS}/${terminal.id}`],
      ['DELETE', `${TERMINALS}/${terminal.id}`],
    ]) {
      const answer = await refused(
        call(method, path, { token: readonly, entity: 9, body: method === 'DELETE' ? undefined : { alias: 'x' } }),
      );
      expect(answer.status).toBe(403);
      expect(answer.json).toMatchObject({ Code: 'GM-0001' });
    }
    expect(sandbox.context.store.get('terminals', terminal.id)).toEqual(terminal);

    const noperm = (await sandbox.tokenFor('noperm', 9)).token;
    expect((await listAs(noperm)).status).toBe(403);
    expect((await refused(call('GET', '/terminal/api/v1/TerminalBrand', { token: noperm, entity: 9 }))).status).toBe(
      403,
    );
  });

  it('refuses bodies over the limit', async () => {
    const rawBody = JSON.stringify({ name: 'x'.repeat(BODY_LIMIT + 1) });
    const answer = await refused(call('POST', '/parameters/api/v1/Tag', { token: admin, entity: 9, rawBody }));
    expect(answer.status).toBe(413);
    const malformed = await refused(
      call('POST', '/parameters/api/v1/Tag', { token: admin, entity: 9, rawBody: '{"name":' }),
    );
    expect(malformed.status).toBe(400);
  });

  it('answers unexpected failures with a code and no internals', async () => {
    sandbox.context.hooks.set('tags', {
      beforeCreate() {
        throw new Error('internal detail that must not leak');
      },
    });
    try {
      const answer = await refused(
        call('POST', '/parameters/api/v1/Tag', { token: admin, entity: 9, body: { name: 'Boom' } }),
      );
      expect(answer.status).toBe(500);
      expect(answer.json).toEqual({ Code: 'GM-0003', Message: 'GM-0003' });
    } finally {
      sandbox.context.hooks.delete('tags');
    }
    expect(sandbox.context.store.list('tags', { entityId: 9, filter: { name: 'Boom' } }).total).toBe(0);
  });

  it('never puts a stack trace in an error body', () => {
    const errors = refusals.filter(({ status }) => status >= 400);
    expect(errors.length).toBeGreaterThan(15);
    errors.forEach(({ text }) => {
      expect(text).not.toMatch(/stack|\bat .+\(.+:\d+:\d+\)|node_modules|\.ts:\d+|internal detail/i);
    });
  });
});
