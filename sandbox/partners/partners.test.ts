import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asRecord, asRecords, callerOf } from '../engine/testApi';
import { claimsOf } from '../identity/testClient';
import { startSandbox, type TestSandbox } from '../testing/startSandbox';

/**
 * A partner user sees only its assigned commerces and their records (all
 * of the entity's while none is assigned); its API keys reach the partner API until revoked or expired.
 */
describe('partners', { timeout: 60_000 }, () => {
  let sandbox: TestSandbox;
  let call: ReturnType<typeof callerOf>;
  let admin: string;
  let partner: string;
  let partnerId: number;

  beforeAll(async () => {
    sandbox = await startSandbox({ terminals: 120 });
    call = callerOf(sandbox);
    admin = (await sandbox.tokenFor('admin', 9)).token;
    partner = (await sandbox.tokenFor('partner', 9)).token;
    partnerId = Number(claimsOf(partner).PartnerId);
  });
  afterAll(async () => sandbox?.close());

  const list = async (token: string, path: string, filter: object = {}) => {
    const query = `?range=[0,999]&filter=${encodeURIComponent(JSON.stringify(filter))}`;
    const answer = await call('GET', `${path}${query}`, { token, entity: 9 });
    expect(answer.status).toBe(200);
    return asRecords(answer.json);
  };
  const assign = (commerceIds: number[]) =>
    call('PUT', `/commerce/api/v1/partner/${partnerId}`, { token: admin, entity: 9, body: { commerceIds } });

  it('sees every commerce of the entity while none is assigned, then only the assigned ones', async () => {
    const all = await list(partner, '/commerce/api/Commerce');
    expect(all.length).toBe((await list(admin, '/commerce/api/Commerce')).length);
    const withTerminals = [
      ...new Set((await list(admin, '/terminal/api/v1/Terminal')).map((t) => Number(t.commerceId))),
    ];
    const chosen = withTerminals.slice(0, 2);
    expect((await assign(chosen)).status).toBe(200);

    const seen = await list(partner, '/commerce/api/Commerce');
    expect(seen.map((c) => c.id).sort()).toEqual([...chosen].sort());
    const terminals = await list(partner, '/terminal/api/v1/Terminal');
    expect(terminals.length).toBeGreaterThan(0);
    expect(terminals.every((t) => chosen.includes(Number(t.commerceId)))).toBe(true);
    // A filter asking for other commerces finds nothing; one record outside is 404, as another entity's.
    const other = all.map((c) => Number(c.id)).find((id) => !chosen.includes(id));
    expect(await list(partner, '/terminal/api/v1/Terminal', { commerceId: other })).toEqual([]);
    expect((await call('GET', `/commerce/api/Commerce/${other}`, { token: partner, entity: 9 })).status).toBe(404);
    // The terminal's own routes (its history, its parameters) answer the same.
    const outside = (await list(admin, '/terminal/api/v1/Terminal')).find(
      (t) => !chosen.includes(Number(t.commerceId)),
    );
    const history = `/terminal/api/v1/Terminal/${outside?.id}/History`;
    expect((await call('GET', history, { token: partner, entity: 9 })).status).toBe(404);
    expect((await call('GET', history, { token: admin, entity: 9 })).status).toBe(200);
    // The operator still sees everything.
    expect((await list(admin, '/commerce/api/Commerce')).length).toBe(all.length);
  });

  it('generates a key shown once and stored hashed; the partner API answers it until it is revoked', async () => {
    const [first] = await list(partner, '/commerce/api/Commerce');
    const generated = await call('POST', '/commerce/api/v1/partner/api-key/generate', {
      token: partner,
      entity: 9,
      body: { name: 'ERP', expiresAt: '2999-01-01', commerceIds: [first.id] },
    });
    expect(generated.status).toBe(201);
    const { key, id, keyHash } = asRecord(generated.json);
    expect(String(key)).toMatch(/^pk_/);
    expect(keyHash).toBeUndefined();
    const stored = sandbox.context.store.get('apiKeys', Number(id)) as Record<string, unknown>;
    expect(stored.keyHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(stored)).not.toContain(String(key));

    const headers = { 'x-api-key': String(key) };
    const commerces = await call('GET', '/commerce/api/v1/partner/api/commerces', { headers });
    expect(commerces.status).toBe(200);
    expect(asRecords(asRecord(commerces.json).data).map((c) => c.id)).toEqual([first.id]);
    const terminals = asRecords(
      asRecord((await call('GET', '/commerce/api/v1/partner/api/terminals', { headers })).json).data,
    );
    expect(terminals.every((t) => t.commerceId === first.id)).toBe(true);
    const used = asRecord(
      (await call('GET', `/commerce/api/v1/partner/api-key/${id}`, { token: partner, entity: 9 })).json,
    );
    expect(used.callCount).toBe(2);
    expect(typeof used.lastUsedAt).toBe('string');

    const revoked = await call('POST', `/commerce/api/v1/partner/api-key/${id}/revoke`, { token: partner, entity: 9 });
    expect(revoked.status).toBe(200);
    const refused = await call('GET', '/commerce/api/v1/partner/api/commerces', { headers });
    expect(refused.status).toBe(401);
    expect(refused.json).toMatchObject({ Code: 'GM-0001', Message: 'api key revoked' });
  });

  it('refuses an expired key, an unknown one, and a scope outside the partner commerces', async () => {
    const generated = asRecord(
      (
        await call('POST', '/commerce/api/v1/partner/api-key/generate', {
          token: admin,
          entity: 9,
          body: { name: 'Old', expiresAt: '2999-01-01', partnerId },
        })
      ).json,
    );
    sandbox.context.store.update('apiKeys', Number(generated.id), { expiresAt: '2000-01-01' });
    const expired = await call('GET', '/commerce/api/v1/partner/api/commerces', {
      headers: { 'x-api-key': String(generated.key) },
    });
    expect(expired.json).toMatchObject({ Code: 'GM-0001', Message: 'api key expired' });
    expect(
      (await call('GET', '/commerce/api/v1/partner/api/terminals', { headers: { 'x-api-key': 'pk_nope' } })).status,
    ).toBe(401);
    const all = await list(admin, '/commerce/api/Commerce');
    const assigned = (await list(partner, '/commerce/api/Commerce')).map((c) => c.id);
    const outside = all.find((c) => !assigned.includes(c.id));
    const refused = await call('POST', '/commerce/api/v1/partner/api-key/generate', {
      token: partner,
      entity: 9,
      body: { name: 'Wide', expiresAt: '2999-01-01', commerceIds: [outside?.id] },
    });
    expect(refused.status).toBe(400);
    expect(refused.json).toMatchObject({ Errors: { commerceIds: 'GM-0008' } });
    // The operator's key list holds every partner's keys; the partner's only its own.
    expect((await list(partner, '/commerce/api/v1/partner/api-key')).every((k) => k.partnerId === partnerId)).toBe(
      true,
    );
  });
});
