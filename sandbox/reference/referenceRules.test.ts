import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type TestSandbox } from '../testing/startSandbox';
import { asRecord, callerOf, type CallOptions } from '../engine/testApi';

/** Starting a sandbox seeds a world: seconds on two busy cores. */
const START_TIMEOUT = 60_000;
const CAMPAIGNS = '/app/api/v1/advertising-campaign';
const AGREEMENTS = '/parameters/api/v1/Agreement';
const CARD_TYPES = '/parameters/api/v1/CardTypes';
const FILES = '/app/api/v1/Application/files';

const image = (type: string, head: number[], bytes: number) => {
  const content = new Uint8Array(bytes);
  content.set(head);
  return `data:${type};base64,${Buffer.from(content).toString('base64')}`;
};
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const GIF = [0x47, 0x49, 0x46, 0x38];

const campaign = (extra: Record<string, unknown>) => ({
  code: `C${Math.random().toString(36).slice(2, 10)}`,
  name: 'Sorteo',
  validFrom: '2026-12-01',
  validTo: '2026-12-31',
  sections: [{ title: 'Sorteo' }],
  ...extra,
});

/** The campaign, agreement and card type rules the forms apply, refused the same way by the sandbox. */
describe('reference data rules in the sandbox', { timeout: 30_000 }, () => {
  let sandbox: TestSandbox;
  let as9: (method: string, path: string, options?: CallOptions) => ReturnType<ReturnType<typeof callerOf>>;
  let as4: typeof as9;
  /** Uploads a PNG of these bytes (its signature written over the first) and answers its address. */
  let upload: (bytes: Uint8Array<ArrayBuffer>) => Promise<string>;

  beforeAll(async () => {
    sandbox = await startSandbox();
    const call = callerOf(sandbox);
    const admin9 = await sandbox.tokenFor('admin', 9);
    const admin4 = await sandbox.tokenFor('admin', 4);
    as9 = (method, path, options = {}) => call(method, path, { token: admin9.token, entity: 9, ...options });
    as4 = (method, path, options = {}) => call(method, path, { token: admin4.token, entity: 4, ...options });
    upload = async (bytes) => {
      bytes.set(PNG);
      const form = new FormData();
      form.append('file', new Blob([bytes], { type: 'image/png' }), 'icon.png');
      const response = await fetch(`${sandbox.baseUrl}${FILES}/image`, {
        method: 'POST',
        headers: { authorization: `Bearer ${admin9.token}`, 'entity-id': '9' },
        body: form,
      });
      return String(((await response.json()) as { url: string }).url);
    };
  }, START_TIMEOUT);
  afterAll(async () => {
    await sandbox?.close();
  });

  it('serves campaigns only to entities with the advertising campaign flag', async () => {
    const read = await as4('GET', CAMPAIGNS);
    expect(read.status).toBe(403);
    expect(read.json).toMatchObject({ Code: 'GM-0012', Message: 'ADVERTISING_CAMPAIGN_IS_ALLOWED' });
    expect((await as4('POST', CAMPAIGNS, { body: campaign({}) })).status).toBe(403);
    expect((await as9('POST', CAMPAIGNS, { body: campaign({}) })).status).toBe(201);
  });

  it('refuses a campaign without sections, a commerce listed twice and short BIN numbers', async () => {
    const noSection = await as9('POST', CAMPAIGNS, { body: campaign({ sections: [] }) });
    expect(asRecord(noSection.json).Errors).toEqual({ sections: 'validation.minItems' });
    const twice = await as9('POST', CAMPAIGNS, {
      body: campaign({ whitelistCommerceIds: [1, 2], blacklistCommerceIds: [2] }),
    });
    expect(asRecord(twice.json).Errors).toEqual({ blacklistCommerceIds: 'reference.campaigns.listedTwice' });
    const short = await as9('POST', CAMPAIGNS, { body: campaign({ binNumbers: ['41111'] }) });
    expect(asRecord(short.json).Errors).toEqual({ binNumbers: 'reference.campaigns.binLength' });
    const big = await as9('POST', CAMPAIGNS, {
      body: campaign({ sections: [{ title: 'T', image: image('image/png', PNG, 200 * 1024 + 1) }] }),
    });
    expect(asRecord(big.json).Errors).toEqual({ 'sections.0.image': 'reference.image.tooLarge' });
  });

  it('stores an agreement icon and card type logos only as uploaded PNG or JPG files within their size', async () => {
    const gif = await as9('POST', AGREEMENTS, { body: { name: 'Gasolinera', imageUrl: image('image/gif', GIF, 64) } });
    expect(asRecord(gif.json).Errors).toEqual({ imageUrl: 'reference.image.wrongType' });
    const big = await as9('POST', AGREEMENTS, {
      body: { name: 'Gasolinera', imageUrl: image('image/png', PNG, 256 * 1024 + 1) },
    });
    expect(asRecord(big.json).Errors).toEqual({ imageUrl: 'reference.image.tooLarge' });
    const inline = await as9('POST', AGREEMENTS, {
      body: { name: 'Gasolinera', imageUrl: image('image/png', PNG, 1024) },
    });
    expect(asRecord(inline.json).Errors).toEqual({ imageUrl: 'AM-0035' });
    const tooLarge = await upload(new Uint8Array(256 * 1024 + 1));
    const refused = await as9('POST', AGREEMENTS, { body: { name: 'Gasolinera', imageUrl: tooLarge } });
    expect(asRecord(refused.json).Errors).toEqual({ imageUrl: 'reference.image.tooLarge' });
    const icon = await upload(new Uint8Array(256 * 1024));
    const saved = await as9('POST', AGREEMENTS, { body: { name: 'Gasolinera', imageUrl: icon } });
    expect(saved.status).toBe(201);
    expect(asRecord(saved.json).imageUrl).toBe(icon);
    const served = await as9('GET', `${AGREEMENTS}/${String(asRecord(saved.json).id)}/icon`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Number(served.headers.get('content-length'))).toBe(256 * 1024);
    const logo = await as9('POST', CARD_TYPES, {
      body: {
        name: 'Tarjeta Club',
        logo: image('image/png', PNG, 128 * 1024 + 1),
        contactlessLogo: image('image/png', GIF, 64),
      },
    });
    expect(asRecord(logo.json).Errors).toEqual({
      logo: 'reference.image.tooLarge',
      contactlessLogo: 'reference.image.wrongType',
    });
  });
});
