import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tinyPng } from '../../resources/apps/apk/testing/testApk';
import { fileUrl } from '../../resources/core/upload/fileAddress';
import { FILE_QUOTA_KEY } from '../../resources/core/upload/quota';
import { createEntityConfigStore } from '../entities/entityConfig';
import { startSandbox, type TestSandbox } from '../testing/startSandbox';
import { createFileStore } from './fileStore';
import { sweepUnreferencedFiles } from './fileSweep';

const FILES = '/app/api/v1/Application/files';
const LOGO = '/parameters/api/configuration/logo';
const HOUR = 3_600_000;
const GIF = new TextEncoder().encode('GIF89a\x01\x00\x01\x00\x00\x00\x00;');
const WEBP = new TextEncoder().encode('RIFF\x1a\x00\x00\x00WEBPVP8L\x0d\x00\x00\x00');

describe('one checked upload path: content, declared type, quota, expiry', { timeout: 30_000 }, () => {
  let sandbox: TestSandbox;
  let token: string;
  const upload = async (kind: string, bytes: Uint8Array, type: string, entity = 9) => {
    const form = new FormData();
    form.append('file', new Blob([bytes as Uint8Array<ArrayBuffer>], { type }), 'upload.bin');
    const response = await fetch(`${sandbox.baseUrl}${FILES}/${kind}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'entity-id': String(entity) },
      body: form,
    });
    return { status: response.status, json: (await response.json()) as Record<string, unknown> };
  };

  beforeAll(async () => {
    sandbox = await startSandbox();
    token = (await sandbox.tokenFor('admin', 9)).token;
  });
  afterAll(() => sandbox.close());

  it('takes GIF and WebP images by their content', async () => {
    expect(await upload('image', GIF, 'image/gif')).toMatchObject({ status: 201, json: { type: 'gif' } });
    expect(await upload('image', WEBP, 'image/webp')).toMatchObject({ status: 201, json: { type: 'webp' } });
  });

  it('refuses a file whose content is not the type it was sent as, saying what it found', async () => {
    expect(await upload('image', tinyPng(), 'image/jpeg')).toMatchObject({
      status: 400,
      json: { Code: 'AM-0019', Message: 'png-as-jpeg', Errors: { file: 'AM-0019' } },
    });
    expect(await upload('document', tinyPng(), 'application/pdf')).toMatchObject({
      status: 400,
      json: { Code: 'AM-0009', Message: 'png-document' },
    });
  });

  it('refuses a logo of plain text labelled PNG, as the upload path does', async () => {
    const response = await fetch(`${sandbox.baseUrl}${LOGO}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'entity-id': '9', 'content-type': 'application/json' },
      body: JSON.stringify({
        fileName: 'logo.png',
        dataUrl: `data:image/png;base64,${btoa('just some text, no image')}`,
      }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ Code: 'AM-0019', Message: 'unknown-image' });
  });

  it('refuses an upload that would take the entity over its storage quota', async () => {
    const configs = createEntityConfigStore(sandbox.context.db);
    configs.write(2, { [FILE_QUOTA_KEY]: '0.0002' });
    token = (await sandbox.tokenFor('admin', 2)).token;
    try {
      expect((await upload('image', tinyPng(), 'image/png', 2)).status).toBe(201);
      const big = new Uint8Array(200);
      big.set(tinyPng());
      expect(await upload('image', big, 'image/png', 2)).toMatchObject({
        status: 400,
        json: { Code: 'AM-0034', Errors: { file: 'AM-0034' } },
      });
    } finally {
      configs.write(2, { [FILE_QUOTA_KEY]: null });
      token = (await sandbox.tokenFor('admin', 9)).token;
    }
  });

  it('removes, after the grace period, the files no record refers to', async () => {
    let now = Date.parse('2026-03-01T10:00:00Z');
    const files = createFileStore(sandbox.context.db, ':memory:', () => now);
    const save = (name: string) =>
      files.save(9, { kind: 'image', name, declaredType: 'image/png' }, Readable.from([Buffer.from(tinyPng())]));
    const orphan = await save('orphan.png');
    const used = await save('icon.png');
    const [app] = sandbox.context.store.list('apps', { entityId: 9, range: [0, 0] }).records;
    sandbox.context.store.update('apps', app.id, { icon: fileUrl(used.id) });
    now += 23 * HOUR;
    const young = await save('young.png');

    expect(sweepUnreferencedFiles(sandbox.context, files, 24 * HOUR)).toEqual([]);
    now += 2 * HOUR;
    expect(sweepUnreferencedFiles(sandbox.context, files, 24 * HOUR)).toEqual([orphan.id]);
    expect(files.get(orphan.id)).toBeUndefined();
    expect(files.get(used.id)).toBeDefined();
    expect(files.get(young.id)).toBeDefined();
  });
});
