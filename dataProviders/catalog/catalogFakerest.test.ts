import type { HttpError } from 'ra-core';
import { describe, expect, it } from 'vitest';
import { generateWorld } from '../../fixtures/world';
import { buildTestApk } from '../../resources/apps/apk/testing/testApk';
import { componentVersions } from '../../resources/componentVersions/schema';
import { components } from '../../resources/components/schema';
import { entityParameters } from '../../resources/entityParameters/schema';
import { multimedia } from '../../resources/multimedia/schema';
import { schemas } from '../../resources/schemaLookup';
import { tutorialVideos } from '../../resources/tutorialVideos/schema';
import { createFakeRestProvider } from '../fakerest';

const world = generateWorld(schemas, { terminals: 60 });
const ALL = { pagination: { page: 1, perPage: 1000 }, sort: { field: 'id', order: 'ASC' as const }, filter: {} };

const setUp = (entity = '9') => createFakeRestProvider(schemas, structuredClone(world), { entityId: () => entity });
const codeOf = async (promise: Promise<unknown>) =>
  (await promise.then(
    () => undefined,
    (error: HttpError) => (error.body as { Code?: string }).Code,
  )) ?? 'none';

describe('the market catalogue in memory, as the sandbox', () => {
  it('reorders videos by a permutation only, and keeps the default language', async () => {
    const provider = setUp();
    const { data } = await provider.getList(tutorialVideos.resource, ALL);
    const ids = data.map((video) => Number(video.id)).reverse();
    expect(await codeOf(provider.reorderVideos({ resource: tutorialVideos.resource, ids: ids.slice(1) }))).toBe(
      'AM-0009',
    );
    await provider.reorderVideos({ resource: tutorialVideos.resource, ids });
    const after = await provider.getList(tutorialVideos.resource, {
      ...ALL,
      sort: { field: 'orderNumber', order: 'ASC' },
    });
    expect(after.data.map((video) => video.id)).toEqual(ids);
    const video = after.data[0];
    const removal = provider.removeVideoLanguage({
      resource: tutorialVideos.resource,
      id: ids[0],
      language: String(video.defaultLanguage),
    });
    expect(await codeOf(removal)).toBe('AM-0023');
  });

  it('makes a component version of an uploaded binary of its package', async () => {
    const provider = setUp();
    const component = (await provider.getList(components.resource, ALL)).data.find((item) => item.packageName);
    const apk = buildTestApk({ packageName: String(component?.packageName), versionName: '5.0', versionCode: 50 });
    const { data: file } = await provider.uploadFile({
      kind: 'apk',
      file: new File([apk], 'c.apk'),
    });
    const { data } = await provider.create(componentVersions.resource, {
      data: { componentId: component?.id, binaryFileId: file.id },
    });
    expect(data).toMatchObject({ versionName: '5.0', versionCode: 50 });
    const missing = await provider.componentCoverage({
      versionId: Number(data.id),
      view: 'missing',
      page: 1,
      perPage: 5,
    });
    expect(missing.total).toBeGreaterThan(0);
  });

  it('refuses entity parameters where the flag is off and a place id held twice', async () => {
    const body = { name: 'TIP', type: 'NUMBER', value: '1' };
    expect(await codeOf(setUp('3').create(entityParameters.resource, { data: body }))).toBe('GM-0012');
    const provider = setUp();
    const [held] = (await provider.getList(multimedia.resource, ALL)).data;
    const duplicate = { placeId: String(held.placeId).toLowerCase(), fileName: 'x.png', location: 'HOME' };
    expect(await codeOf(provider.create(multimedia.resource, { data: duplicate }))).toBe('PM-0006');
  });
});
