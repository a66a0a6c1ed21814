import type { HttpError } from 'ra-core';
import fakeRestDataProvider from 'ra-data-fakerest';
import { describe, expect, it } from 'vitest';
import { tinyPng } from '../../resources/apps/apk/testing/testApk';
import { FILE_QUOTA_KEY } from '../../resources/core/upload/quota';
import { createFakeEntityConfigs } from '../settings/entityConfigsFake';
import { createFakeMarketMethods } from './marketFakerest';

const ENTITY = 4;

const setUp = () => {
  const configs = createFakeEntityConfigs();
  const provider = fakeRestDataProvider({});
  return { configs, market: createFakeMarketMethods(provider, provider, () => ENTITY, configs) };
};
const fileOf = (bytes: Uint8Array, type: string) =>
  new File([bytes as Uint8Array<ArrayBuffer>], 'upload.bin', { type });
const refusalOf = async (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: HttpError) => error.body as { Code: string; Message: string },
  );

describe('uploads in memory, checked as the sandbox checks them', () => {
  it('refuses content that is not the type it was sent as, saying what it is', async () => {
    const { market } = setUp();
    expect(await refusalOf(market.uploadFile({ kind: 'image', file: fileOf(tinyPng(), 'image/gif') }))).toMatchObject({
      Code: 'AM-0019',
      Message: 'png-as-gif',
    });
    const { data } = await market.uploadFile({ kind: 'image', file: fileOf(tinyPng(), 'image/png') });
    expect(data.type).toBe('png');
  });

  it('refuses an upload that would take the entity over its storage quota', async () => {
    const { configs, market } = setUp();
    configs.write(ENTITY, { [FILE_QUOTA_KEY]: '0.0002' });
    const big = new Uint8Array(300);
    big.set(tinyPng());
    expect(await refusalOf(market.uploadFile({ kind: 'image', file: fileOf(big, 'image/png') }))).toMatchObject({
      Code: 'AM-0034',
    });
  });
});
