import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApk, tinyPng } from '../../../resources/apps/apk/testing/testApk';
import type { InstallSummary } from '../../../resources/fleetInstalls/shapes';
import { asRecord, asRecords, callerOf, type Json } from '../../engine/testApi';
import { startSandbox, type TestSandbox } from '../../testing/startSandbox';

const APPS = '/app/api/v1/Application';
const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

/** An app's binaries, images, parameters, icon and terms by app, and UninstallApp (spec section 7). */
describe('app files and parameters by app, and UninstallApp', { timeout: 30_000 }, () => {
  let sandbox: TestSandbox;
  const tokens = new Map<string, string>();
  const as = async (user: string, method: string, path: string, body?: unknown) => {
    if (!tokens.has(user)) tokens.set(user, (await sandbox.tokenFor(user, 9)).token);
    return callerOf(sandbox)(method, path, { token: tokens.get(user), entity: 9, body });
  };
  const upload = async (kind: string, bytes: Uint8Array<ArrayBuffer>, name: string) => {
    const form = new FormData();
    form.append('file', new Blob([bytes]), name);
    const response = await fetch(`${sandbox.baseUrl}${APPS}/files/${kind}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${(await sandbox.tokenFor('admin', 9)).token}`, 'entity-id': '9' },
      body: form,
    });
    return (await response.json()) as Json;
  };
  let appId = 0;
  let icon: Json;
  let terms: Json;

  beforeAll(async () => {
    sandbox = await startSandbox();
    const created = await as('admin', 'POST', APPS, {
      name: 'Fidelidad',
      packageName: 'com.test.fidelidad',
      state: 'AVAILABLE',
      hiringType: 'FREE',
    });
    appId = Number(asRecord(created.json).id);
    const bare = { name: 'Sin términos', packageName: 'com.test.bare', state: 'AVAILABLE', hiringType: 'FREE' };
    expect((await as('admin', 'POST', APPS, bare)).status).toBe(201);
    icon = await upload('image', tinyPng(), 'icon.png');
    terms = await upload('document', PDF, 'terms.pdf');
    const saved = await as('admin', 'PUT', `${APPS}/${appId}`, {
      icon: icon.url,
      coverImage: icon.url,
      screenshots: [icon.url],
      termsDocument: terms.url,
    });
    expect(saved.status).toBe(200);
  }, 60_000);
  afterAll(async () => {
    await sandbox?.close();
  });

  it('lists the app’s versions with their APKs, newest code first', async () => {
    for (const code of [3, 7]) {
      const apk = buildTestApk({ packageName: 'com.test.fidelidad', versionName: `1.${code}`, versionCode: code });
      const file = await upload('apk', apk, 'app.apk');
      const version = await as('admin', 'POST', `${APPS}/versions`, {
        appId,
        binaryFileId: file.id,
        state: 'NOT_DEFINED',
      });
      expect(version.status).toBe(201);
    }
    const binaries = asRecords((await as('readonly', 'GET', `${APPS}/${appId}/binaries`)).json);
    expect(binaries.map((binary) => binary.versionCode)).toEqual([7, 3]);
    expect(binaries[0]).toMatchObject({ versionName: '1.7', file: { kind: 'apk', type: 'apk' } });
  });

  it('answers the app’s images, and serves its icon and terms document', async () => {
    const images = await as('readonly', 'GET', `${APPS}/${appId}/images`);
    expect(images.json).toEqual({ icon: icon.url, coverImage: icon.url, screenshots: [icon.url] });
    const served = await as('readonly', 'GET', `${APPS}/${appId}/icon`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    const document = await as('readonly', 'GET', `${APPS}/${appId}/documents/terms`);
    expect(document.headers.get('content-type')).toBe('application/pdf');
    expect(document.text.startsWith('%PDF')).toBe(true);
    const [bare] = asRecords((await as('admin', 'GET', `${APPS}?filter={"packageName":"com.test.bare"}`)).json);
    expect((await as('admin', 'GET', `${APPS}/${String(bare.id)}/documents/terms`)).json).toMatchObject({
      Code: 'AM-0030',
    });
  });

  it('lists the app’s parameters and no other app’s', async () => {
    const parameter = { name: 'loyalty_points', type: 'NUMBER', value: '10', appId };
    expect((await as('admin', 'POST', '/app/api/v1/ApplicationParameter', parameter)).status).toBe(201);
    const listed = asRecords((await as('admin', 'GET', `${APPS}/${appId}/parameters`)).json);
    expect(listed).toEqual([expect.objectContaining({ name: 'loyalty_points', value: '10', appId })]);
    expect(asRecords((await as('admin', 'GET', `${APPS}/${appId + 1}/parameters`)).json)).toEqual([]);
  });

  it('refuses a user without the apps permission, and an app of no such id', async () => {
    expect((await as('noperm', 'GET', `${APPS}/${appId}/images`)).status).toBe(403);
    expect((await as('noperm', 'GET', `${APPS}/${appId}/icon`)).status).toBe(403);
    expect((await as('admin', 'GET', `${APPS}/999999/binaries`)).json).toMatchObject({ Code: 'AM-0008' });
  });

  it('uninstalls a version from listed terminals as a fleet uninstall, for installers only', async () => {
    const { store } = sandbox.context;
    const version = store.insert('appVersions', 9, { appId, versionName: '2.0', versionCode: 20, state: 'ACTIVE' });
    const terminalIds = store.list('terminals', { entityId: 9, range: [0, 1] }).records.map(({ id }) => id);
    const body = { appVersionId: version.id, terminalIds, confirmPartial: true };
    expect((await as('readonly', 'POST', `${APPS}/UninstallApp`, body)).status).toBe(403);
    expect((await as('partner', 'POST', `${APPS}/UninstallApp`, body)).status).toBe(403);
    expect((await as('admin', 'POST', `${APPS}/UninstallApp`, { ...body, terminalIds: [] })).status).toBe(400);
    const started = await as('admin', 'POST', `${APPS}/UninstallApp`, body);
    expect(started.status).toBe(201);
    const summary = (await as('admin', 'GET', `${APPS}/install/${String(asRecord(started.json).id)}`))
      .json as InstallSummary;
    expect(summary).toMatchObject({ kind: 'appVersion', targetId: version.id, operation: 'uninstall', total: 2 });
  });
});
