import { deflateRawSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApk, tinyPng } from '../../resources/apps/apk/testing/testApk';
import { asRecord, callerOf, type CallOptions, type Json } from '../engine/testApi';
import { startSandbox, type TestSandbox } from '../testing/startSandbox';

const APPS = '/app/api/v1/Application';
const VERSIONS = '/app/api/v1/Application/versions';
const FILES = '/app/api/v1/Application/files';

describe('market uploads, app files, versions and API keys', { timeout: 30_000 }, () => {
  let sandbox: TestSandbox;
  const tokens = new Map<string, string>();
  const tokenOf = async (user: string, entity: number) => {
    const key = `${user}@${entity}`;
    if (!tokens.has(key)) tokens.set(key, (await sandbox.tokenFor(user, entity)).token);
    return tokens.get(key) as string;
  };
  const as = async (user: string, entity: number, method: string, path: string, options: CallOptions = {}) =>
    callerOf(sandbox)(method, path, { token: await tokenOf(user, entity), entity, ...options });
  const upload = async (kind: string, bytes: Uint8Array<ArrayBuffer>, name: string, entity = 9) => {
    const form = new FormData();
    form.append('file', new Blob([bytes]), name);
    const response = await fetch(`${sandbox.baseUrl}${FILES}/${kind}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${await tokenOf('admin', entity)}`, 'entity-id': String(entity) },
      body: form,
    });
    return { status: response.status, json: (await response.json()) as Json };
  };
  const newApp = async (packageName: string, entity = 9, user = 'admin') => {
    const created = await as(user, entity, 'POST', APPS, {
      body: { name: `App ${packageName}`, packageName, state: 'AVAILABLE', hiringType: 'FREE' },
    });
    expect(created.status).toBe(201);
    return Number(asRecord(created.json).id);
  };
  const apkFile = async (packageName: string, versionCode: number, entity = 9) =>
    (
      await upload(
        'apk',
        buildTestApk({ packageName, versionName: `1.${versionCode}`, versionCode }),
        'app.apk',
        entity,
      )
    ).json;
  const newVersion = (appId: number, fileId: unknown, extra: Json = {}) =>
    as('admin', 9, 'POST', VERSIONS, { body: { appId, binaryFileId: fileId, state: 'NOT_DEFINED', ...extra } });

  beforeAll(async () => {
    sandbox = await startSandbox();
  }, 60_000);
  afterAll(async () => {
    await sandbox?.close();
  });

  it('reads an uploaded APK’s package and version from its manifest and serves the file back', async () => {
    const apk = buildTestApk(
      { packageName: 'com.test.reader', versionName: '3.1', versionCode: 31 },
      {
        deflateRaw: (data) => new Uint8Array(deflateRawSync(data)),
      },
    );
    const { status, json } = await upload('apk', apk, 'reader.apk');
    expect(status).toBe(201);
    expect(json).toMatchObject({ kind: 'apk', packageName: 'com.test.reader', versionName: '3.1', versionCode: 31 });
    const served = await fetch(`${sandbox.baseUrl}${String(json.url)}`);
    expect(served.status).toBe(200);
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(apk);
  });

  it('refuses a file of the wrong kind by its content, whatever its name, and one too large', async () => {
    expect(await upload('apk', tinyPng(), 'fake.apk')).toMatchObject({
      status: 400,
      json: { Code: 'AM-0009', Message: 'png-apk', Errors: { file: 'AM-0009' } },
    });
    const text = new TextEncoder().encode('not an image');
    expect(await upload('image', text, 'icon.png')).toMatchObject({ status: 400, json: { Code: 'AM-0019' } });
    const huge = new Uint8Array(5 * 1024 * 1024 + 1);
    huge.set(tinyPng());
    expect(await upload('image', huge, 'big.png')).toMatchObject({ status: 400, json: { Code: 'GM-0013' } });
    expect((await upload('image', tinyPng(), 'icon.png')).status).toBe(201);
  });

  it('serves an entity’s files only with its token when GET_FILE_WITH_AUTHORIZATION is on', async () => {
    const { json } = await upload('image', tinyPng(), 'private.png', 6);
    expect((await fetch(`${sandbox.baseUrl}${String(json.url)}`)).status).toBe(401);
    const authorized = await fetch(`${sandbox.baseUrl}${String(json.url)}`, {
      headers: { authorization: `Bearer ${await tokenOf('admin', 6)}`, 'entity-id': '6' },
    });
    expect(authorized.status).toBe(200);
  });

  it('takes only uploaded images of the right kind for an app', async () => {
    const appId = await newApp('com.test.images');
    const typed = await as('admin', 9, 'PUT', `${APPS}/${appId}`, { body: { icon: 'https://example.com/x.png' } });
    expect(typed).toMatchObject({ status: 400, json: { Code: 'AM-0019' } });
    const image = (await upload('image', tinyPng(), 'icon.png')).json;
    const saved = await as('admin', 9, 'PUT', `${APPS}/${appId}`, {
      body: { icon: image.url, screenshots: [image.url] },
    });
    expect(saved.status).toBe(200);
    expect(asRecord(saved.json).icon).toBe(image.url);
  });

  it('makes versions of the app’s own APKs under the state rules', async () => {
    const appId = await newApp('com.test.states');
    const other = await apkFile('com.test.other', 1);
    const mismatch = await newVersion(appId, other.id);
    expect(mismatch).toMatchObject({ status: 400, json: { Code: 'AM-0009' } });

    const first = await newVersion(appId, (await apkFile('com.test.states', 10)).id, {
      state: 'PILOT',
      authorizedTerminalIds: [1, 2],
    });
    expect(first.json).toMatchObject({ versionName: '1.10', versionCode: 10, state: 'PILOT' });
    const lower = (await apkFile('com.test.states', 5)).id;
    expect(await newVersion(appId, lower)).toMatchObject({ status: 400, json: { Code: 'AM-0006' } });
    expect((await newVersion(appId, lower, { confirmLowerCode: true })).status).toBe(201);

    const second = await newVersion(appId, (await apkFile('com.test.states', 20)).id, {
      state: 'PILOT',
      keepPilotTerminals: true,
    });
    expect(second.json).toMatchObject({ state: 'PILOT', authorizedTerminalIds: [1, 2] });
    const firstId = asRecord(first.json).id;
    expect((await as('admin', 9, 'GET', `${VERSIONS}/${String(firstId)}`)).json).toMatchObject({
      state: 'NOT_DEFINED',
    });

    const secondId = asRecord(second.json).id;
    const promoted = await as('admin', 9, 'PUT', `${VERSIONS}/${String(secondId)}`, { body: { state: 'ACTIVE' } });
    expect(promoted.json).toMatchObject({ state: 'ACTIVE', versionCode: 20 });
    const lastActive = await as('admin', 9, 'PUT', `${VERSIONS}/${String(secondId)}`, { body: { state: 'INACTIVE' } });
    expect(lastActive).toMatchObject({ status: 400, json: { Code: 'AM-0033' } });
    expect(await as('admin', 9, 'DELETE', `${VERSIONS}/${String(secondId)}`)).toMatchObject({
      status: 400,
      json: { Code: 'AM-0033' },
    });
    expect((await as('admin', 9, 'DELETE', `${VERSIONS}/${String(firstId)}`)).status).toBe(200);
  });

  it('lets only a system administrator re-enable a disabled version', async () => {
    const appId = await newApp('com.test.disabled');
    const made = await newVersion(appId, (await apkFile('com.test.disabled', 1)).id, { state: 'INACTIVE' });
    const id = String(asRecord(made.json).id);
    const noAdmin = await sandbox.tokenFor('admin', 9, ['APP_READ']);
    const refused = await callerOf(sandbox)('PUT', `${VERSIONS}/${id}`, {
      token: noAdmin.token,
      entity: 9,
      body: { state: 'ACTIVE' },
    });
    expect(refused.status).toBe(403);
    const back = await as('admin', 9, 'PUT', `${VERSIONS}/${id}`, { body: { state: 'ACTIVE' } });
    expect(back.status).toBe(200);
  });

  it('answers a new API key once, keeps only its hash apart from the app, lists keys to their readers only', async () => {
    const appId = await newApp('com.test.keys');
    const generated = await as('admin', 9, 'POST', `${APPS}/${appId}/api-keys`);
    expect(generated.status).toBe(201);
    const key = asRecord(generated.json);
    expect(key).toMatchObject({ appId, apiKeyIsActive: true });
    expect(key).not.toHaveProperty('keyHash');
    const apiKey = String(key.apiKey);
    expect(apiKey).toMatch(/^ak_[\w-]{32}$/);
    expect(String(key.prefix)).toBe(apiKey.slice(0, 10));
    const stored = JSON.stringify(sandbox.context.store.get('appApiKeys', Number(key.id)));
    expect(stored).not.toContain(apiKey);
    expect(JSON.stringify((await as('admin', 9, 'GET', `${APPS}/${appId}`)).json)).not.toContain(key.prefix);

    const list = await as(
      'admin',
      9,
      'GET',
      `${APPS}/api-keys?filter=${encodeURIComponent(JSON.stringify({ appId }))}`,
    );
    expect(list.json).toEqual([expect.objectContaining({ id: key.id, prefix: key.prefix })]);
    expect(JSON.stringify(list.json)).not.toMatch(new RegExp(`${apiKey}|keyHash`));
    const appReader = await sandbox.tokenFor('admin', 9, ['APP_READ']);
    const refused = await callerOf(sandbox)('GET', `${APPS}/api-keys`, { token: appReader.token, entity: 9 });
    expect(refused.status).toBe(403);

    const path = `${APPS}/${appId}/api-keys/${String(key.id)}`;
    const off = await as('admin', 9, 'PUT', path, { body: { active: false } });
    expect(asRecord(off.json).apiKeyIsActive).toBe(false);
    await as('admin', 9, 'PUT', path, { body: { expire: true } });
    expect(await as('admin', 9, 'PUT', path, { body: { active: true } })).toMatchObject({
      status: 400,
      json: { Code: 'AM-0009' },
    });
    expect(
      (await as('admin', 9, 'PUT', `${APPS}/${appId + 1}/api-keys/${String(key.id)}`, { body: { active: false } }))
        .status,
    ).toBe(404);
  });
});

describe('bundles', { timeout: 30_000 }, () => {
  let sandbox: TestSandbox;
  let token: string;
  const call = (method: string, path: string, options: CallOptions = {}) =>
    callerOf(sandbox)(method, path, { token, entity: 9, ...options });
  beforeAll(async () => {
    sandbox = await startSandbox();
    token = (await sandbox.tokenFor('admin', 9)).token;
  }, 60_000);
  afterAll(async () => {
    await sandbox?.close();
  });

  it('takes each app once with a version of its own, and downloads in install order', async () => {
    const versions = sandbox.context.store.list('appVersions', {
      entityId: 9,
      filter: { state: 'ACTIVE' },
      range: [0, 9],
    }).records;
    const [first, second] = versions.filter((v, i, all) => all.findIndex((o) => o.appId === v.appId) === i);
    const twice = await call('POST', '/app/api/v1/bundle', {
      body: {
        name: 'Twice',
        version: '1',
        apps: [
          { appId: first.appId, installOrder: 1 },
          { appId: first.appId, installOrder: 2 },
        ],
      },
    });
    expect(twice).toMatchObject({ status: 400 });
    expect(JSON.stringify(twice.json)).toContain('PM-0006');
    const foreign = await call('POST', '/app/api/v1/bundle', {
      body: { name: 'Foreign', version: '1', apps: [{ appId: first.appId, versionId: second.id, installOrder: 1 }] },
    });
    expect(foreign).toMatchObject({ status: 400, json: { Code: 'AM-0008' } });
    const made = await call('POST', '/app/api/v1/bundle', {
      body: {
        name: 'Pair',
        version: '1',
        apps: [
          { appId: second.appId, installOrder: 2, codependent: true },
          { appId: first.appId, versionId: first.id, installOrder: 1 },
        ],
      },
    });
    expect(made.status).toBe(201);
    const download = await call('GET', `/app/api/v1/bundle/${String(asRecord(made.json).id)}/download`);
    expect(download.status).toBe(200);
    const apps = asRecord(download.json).apps as Json[];
    expect(apps.map((app) => app.appId)).toEqual([first.appId, second.appId]);
    expect(apps[1]).toMatchObject({ codependent: true, binaryUrl: expect.any(String) });
    const reader = await sandbox.tokenFor('admin', 9, ['APPLICATION_BUNDLE']);
    const refused = await callerOf(sandbox)('GET', `/app/api/v1/bundle/${String(asRecord(made.json).id)}/download`, {
      token: reader.token,
      entity: 9,
    });
    expect(refused.status).toBe(403);
  });
});
