import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApk } from '../../../resources/apps/apk/testing/testApk';
import { asRecord, callerOf, type CallOptions, type Json } from '../../engine/testApi';
import { startSandbox, type TestSandbox } from '../../testing/startSandbox';

const APP = '/app/api/v1';

describe('market catalogue: components, store, entity parameters, multimedia, videos', { timeout: 30_000 }, () => {
  let sandbox: TestSandbox;
  const tokens = new Map<string, string>();
  const as = async (user: string, entity: number, method: string, path: string, options: CallOptions = {}) => {
    const key = `${user}@${entity}`;
    if (!tokens.has(key)) tokens.set(key, (await sandbox.tokenFor(user, entity)).token);
    return callerOf(sandbox)(method, path, { token: tokens.get(key), entity, ...options });
  };
  const list = async (path: string, entity = 9) => (await as('admin', entity, 'GET', path)).json as Json[];

  beforeAll(async () => {
    sandbox = await startSandbox();
  }, 60_000);
  afterAll(async () => {
    await sandbox?.close();
  });

  it('makes a component version of an uploaded binary and tells installed from missing terminals', async () => {
    expect((await as('admin', 9, 'GET', `${APP}/Component/types`)).json).toContainEqual({
      id: 'FIRMWARE',
      name: 'FIRMWARE',
    });
    const components = (await as('admin', 9, 'GET', `${APP}/Component?range=%5B0%2C49%5D`)).json as Json[];
    const component = components.map(asRecord).find((item) => item.packageName) as Record<string, unknown>;
    const [seeded] = (
      await as(
        'admin',
        9,
        'GET',
        `${APP}/Component/versions?filter=${encodeURIComponent(JSON.stringify({ componentId: component.id }))}`,
      )
    ).json as Json[];
    const installed = asRecord(
      (await as('admin', 9, 'GET', `${APP}/Component/installed/${String(asRecord(seeded).id)}`)).json,
    );
    expect(Number(installed.total)).toBeGreaterThan(0);

    const form = new FormData();
    const apk = buildTestApk({ packageName: String(component.packageName), versionName: '9.9.9', versionCode: 999 });
    form.append('file', new Blob([apk]), 'component.apk');
    const token = tokens.get('admin@9') as string;
    const uploaded = await fetch(`${sandbox.baseUrl}${APP}/Application/files/apk`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'entity-id': '9' },
      body: form,
    });
    const file = asRecord((await uploaded.json()) as Json);
    const created = await as('admin', 9, 'POST', `${APP}/Component/versions`, {
      body: { componentId: component.id, binaryFileId: file.id },
    });
    expect(created.status).toBe(201);
    const version = asRecord(created.json);
    expect(version).toMatchObject({ versionName: '9.9.9', versionCode: 999 });
    const binary = await fetch(`${sandbox.baseUrl}${APP}/Component/binary/${String(version.id)}`, {
      headers: { authorization: `Bearer ${token}`, 'entity-id': '9' },
    });
    expect(binary.headers.get('content-disposition')).toMatch(/^attachment/);
    expect(new Uint8Array(await binary.arrayBuffer())).toEqual(new Uint8Array(apk));
    expect((await as('noperm', 9, 'GET', `${APP}/Component/binary/${String(version.id)}`)).status).toBe(403);
    const seededBinary = await as('admin', 9, 'GET', `${APP}/Component/binary/${String(asRecord(seeded).id)}`);
    expect(asRecord(seededBinary.json).Code).toBe('AM-0030');
    const again = await as('admin', 9, 'POST', `${APP}/Component/versions`, {
      body: { componentId: component.id, binaryFileId: file.id },
    });
    expect(asRecord(again.json).Code).toBe('PM-0006');
    const none = asRecord((await as('admin', 9, 'GET', `${APP}/Component/installed/${String(version.id)}`)).json);
    const missing = asRecord(
      (await as('admin', 9, 'GET', `${APP}/Component/missing/${String(version.id)}?perPage=5`)).json,
    );
    expect(none.total).toBe(0);
    expect(Number(missing.total)).toBeGreaterThan(0);
    expect((missing.data as Json[]).length).toBeLessThanOrEqual(5);

    const allowed = (missing.data as Json[]).slice(0, 2).map((row) => row.terminalId);
    const allow = (user: string) =>
      as(user, 9, 'PUT', `${APP}/Component/allow-terminals/${String(version.id)}`, { body: { terminalIds: allowed } });
    expect((await allow('readonly')).status).toBe(403);
    expect(asRecord((await allow('admin')).json).allowedTerminalIds).toEqual(allowed);
    const narrowed = await as('admin', 9, 'GET', `${APP}/Component/missing/${String(version.id)}`);
    expect(asRecord(narrowed.json).total).toBe(allowed.length);
    expect((await as('noperm', 9, 'GET', `${APP}/Component/installed/${String(version.id)}`)).status).toBe(403);
  });

  it('creates entity parameters only where CAN_CREATE_ENTITY_PARAMETERS allows', async () => {
    const body = { name: 'MAX_TIP', type: 'NUMBER', value: '10' };
    expect((await as('admin', 9, 'POST', `${APP}/ApplicationParameter`, { body })).status).toBe(201);
    const refused = await as('admin', 3, 'POST', `${APP}/ApplicationParameter`, { body });
    expect(refused.status).toBe(403);
  });

  it('refuses a multimedia place id another item holds, whatever its case', async () => {
    const body = { placeId: 'Promo-Navidad', fileName: 'a.png', validFrom: '2026-12-01', validTo: '2026-12-31' };
    expect((await as('admin', 9, 'POST', `${APP}/Multimedia`, { body })).status).toBe(201);
    const duplicate = await as('admin', 9, 'POST', `${APP}/Multimedia`, {
      body: { ...body, placeId: 'promo-navidad ' },
    });
    expect(asRecord(duplicate.json).Code).toBe('PM-0006');
    const backwards = await as('admin', 9, 'POST', `${APP}/Multimedia`, {
      body: { ...body, placeId: 'other', validTo: '2026-11-01' },
    });
    expect(backwards.status).toBe(400);
  });

  it('saves a new video order, removes a language but not the default, and serves only active videos', async () => {
    const videos = (
      await list(`${APP}/video/tutorial/tutorials?range=%5B0%2C99%5D&sort=%5B%22orderNumber%22%2C%22ASC%22%5D`)
    ).map(asRecord);
    const ids = videos.map((video) => Number(video.id)).reverse();
    expect(
      asRecord(
        (await as('admin', 9, 'PUT', `${APP}/video/tutorial/update-order`, { body: { ids: ids.slice(1) } })).json,
      ).Code,
    ).toBe('AM-0009');
    expect((await as('admin', 9, 'PUT', `${APP}/video/tutorial/update-order`, { body: { ids } })).status).toBe(200);
    const after = (
      await list(`${APP}/video/tutorial/tutorials?range=%5B0%2C99%5D&sort=%5B%22orderNumber%22%2C%22ASC%22%5D`)
    ).map(asRecord);
    expect(after.map((video) => Number(video.id))).toEqual(ids);

    const video = after[0];
    const defaultRemoval = await as(
      'admin',
      9,
      'DELETE',
      `${APP}/video/tutorial/tutorials/${String(video.id)}/language/${String(video.defaultLanguage)}`,
    );
    expect(asRecord(defaultRemoval.json).Code).toBe('AM-0023');

    await as('admin', 9, 'PUT', `${APP}/video/tutorial/tutorials/${String(video.id)}`, {
      body: { ...video, deactivationDate: new Date(Date.now() - 60_000).toISOString() },
    });
    const served = (await list(`${APP}/video/tutorial/category/${String(video.categoryId)}`)).map(asRecord);
    expect(served.map((item) => item.id)).not.toContain(video.id);
  });

  it('puts the active entries of a store shelf in position order', async () => {
    const top = (await list(`${APP}/store/top`)).map(asRecord);
    const positions = top.map((item) => Number(item.position));
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    expect((await as('noperm', 9, 'GET', `${APP}/store/top`)).status).toBe(403);
  });
});
