import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundleAccessMatrix, bundleActions, type BundleAction } from '../../../resources/bundles/accessMatrix';
import { asRecord, callerOf, type Json } from '../../engine/testApi';
import { startSandbox, type TestSandbox } from '../../testing/startSandbox';

const BUNDLES = '/app/api/v1/bundle';

describe('the four bundle permissions on the app service', { timeout: 30_000 }, () => {
  let sandbox: TestSandbox;
  let seeded: Json;
  beforeAll(async () => {
    sandbox = await startSandbox();
    const admin = await sandbox.tokenFor('admin', 9);
    const listed = await callerOf(sandbox)('GET', `${BUNDLES}?range=[0,0]`, { token: admin.token, entity: 9 });
    seeded = asRecord((listed.json as Json[])[0]);
  });
  afterAll(() => sandbox.close());

  /** A bundle of the seeded one's apps, made by the administrator, for a call that may delete it. */
  const freshBundle = async (name: string) => {
    const admin = await sandbox.tokenFor('admin', 9);
    const made = await callerOf(sandbox)('POST', BUNDLES, {
      token: admin.token,
      entity: 9,
      body: { ...seeded, id: undefined, name },
    });
    expect(made.status).toBe(201);
    return Number(asRecord(made.json).id);
  };

  const attempt = async (action: BundleAction, token: string, tag: string) => {
    const call = (method: string, path: string, body?: Json) =>
      callerOf(sandbox)(method, path, { token, entity: 9, body });
    switch (action) {
      case 'list':
        return call('GET', `${BUNDLES}?range=[0,9]`);
      case 'create':
        return call('POST', BUNDLES, { ...seeded, id: undefined, name: `Creado ${tag}` });
      case 'edit':
        return call('PUT', `${BUNDLES}/${String(seeded.id)}`, { ...seeded, description: `Editado ${tag}` });
      case 'delete':
        return call('DELETE', `${BUNDLES}/${await freshBundle(`Borrable ${tag}`)}`);
      case 'download':
        return call('GET', `${BUNDLES}/${String(seeded.id)}/download`);
    }
  };

  it.each(Object.entries(bundleAccessMatrix))('answers %s alone as its name says', async (permission, allowed) => {
    const { token } = await sandbox.tokenFor('admin', 9, [permission]);
    for (const action of bundleActions) {
      const { status } = await attempt(action, token, permission);
      expect(status < 300 ? 'allowed' : status, `${permission} ${action}`).toBe(
        allowed.includes(action) ? 'allowed' : 403,
      );
    }
  });
});
