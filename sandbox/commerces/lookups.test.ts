import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asRecord, asRecords, callerOf, type Json } from '../engine/testApi';
import { startSandbox, type TestSandbox } from '../testing/startSandbox';

const COMMERCES = '/commerce/api/Commerce';
const EVERY = `?range=${encodeURIComponent('[0,999]')}`;

/** The commerce lookups, the partners' commerces and the group short list, with their scope. */
describe('the commerce lookups', { timeout: 30_000 }, () => {
  let sandbox: TestSandbox;
  let call: ReturnType<typeof callerOf>;
  let admin: string;
  let partner: string;
  let noPermission: string;
  const get = (token: string, path: string) => call('GET', path, { token, entity: 9 });
  const records = async (token: string, path: string) => {
    const answer = await get(token, path);
    expect(answer.status).toBe(200);
    return asRecords(answer.json);
  };

  beforeAll(async () => {
    sandbox = await startSandbox({ terminals: 60 });
    call = callerOf(sandbox);
    admin = (await sandbox.tokenFor('admin', 9)).token;
    partner = (await sandbox.tokenFor('partner', 9)).token;
    noPermission = (await sandbox.tokenFor('admin', 9, ['TERMINALS_READ'])).token;
  });
  afterAll(async () => sandbox?.close());

  it('lists id and name of what the list shows, and of an assigned partner only its commerces', async () => {
    const listed = await records(admin, `${COMMERCES}${EVERY}`);
    const short = await records(admin, `${COMMERCES}/short-list${EVERY}`);
    expect(short).toEqual(listed.map(({ id, name }) => ({ id, name })));
    expect((await get(noPermission, `${COMMERCES}/short-list`)).status).toBe(403);

    const partnerId = Number(decodeJwt(partner).PartnerId);
    const chosen = [Number(listed[0].id), Number(listed[1].id)];
    const assigned = await call('PUT', `/commerce/api/v1/partner/${partnerId}`, {
      token: admin,
      entity: 9,
      body: { commerceIds: chosen },
    });
    expect(assigned.status).toBe(200);
    const partnerShort = await records(partner, `${COMMERCES}/short-list${EVERY}`);
    expect(partnerShort.map(({ id }) => id)).toEqual(chosen);
    const outside = listed[2];
    expect((await get(partner, `${COMMERCES}/merchantid/${String(outside.merchantId)}`)).status).toBe(404);
    expect((await get(partner, `${COMMERCES}/${String(outside.id)}/details`)).status).toBe(404);
    const partners = await records(partner, '/commerce/api/commerce/partner');
    expect(partners).toEqual([expect.objectContaining({ id: partnerId, commerceIds: chosen })]);
    expect((await records(admin, '/commerce/api/commerce/partner')).length).toBeGreaterThan(1);
  });

  it('finds a commerce by merchant id, with its details and parameters', async () => {
    const [first] = await records(admin, `${COMMERCES}?range=${encodeURIComponent('[5,5]')}`);
    const found = await get(admin, `${COMMERCES}/merchantid/${encodeURIComponent(String(first.merchantId))}`);
    expect(asRecord(found.json).id).toBe(first.id);
    expect((await get(admin, `${COMMERCES}/merchantid/NO-SUCH-MERCHANT`)).status).toBe(404);

    const terminals = await records(
      admin,
      `/terminal/api/v1/Terminal${EVERY}&filter=${encodeURIComponent(JSON.stringify({ commerceId: first.id }))}`,
    );
    const details = asRecord((await get(admin, `${COMMERCES}/${String(first.id)}/details`)).json);
    expect(details).toMatchObject({ id: first.id, name: first.name, terminalCount: terminals.length });

    const filter = encodeURIComponent(JSON.stringify({ commerceId: first.id }));
    const stored = await records(admin, `/parameters/api/v1/CommerceParameterCollection?filter=${filter}`);
    const params = await get(admin, `/commerce/api/v1/Commerce/${String(first.id)}/params`);
    if (stored.length === 0) expect(params.status).toBe(404);
    else expect(asRecord(params.json)).toEqual(stored[0]);
  });

  it('answers the subsidies in order, and the groups as id and name', async () => {
    const subsidies = await records(admin, `${COMMERCES}/subsidies`);
    expect(subsidies.length).toBeGreaterThan(0);
    const indexes = subsidies.map((subsidy: Json) => Number(subsidy.index));
    expect(indexes).toEqual([...indexes].sort((a, b) => a - b));
    expect((await get(noPermission, `${COMMERCES}/subsidies`)).status).toBe(403);

    const groups = await records(admin, `/parameters/api/v1/CommerceGroup${EVERY}`);
    const short = await records(admin, `/parameters/api/v1/CommerceGroup/list${EVERY}`);
    expect(short).toEqual(groups.map(({ id, name }) => ({ id, name })));
  });
});
