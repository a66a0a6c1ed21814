import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderConsole } from '../../../src/testing/renderConsole';
import { tinyPng } from '../../apps/apk/testing/testApk';

const IMAGE_LABEL = 'Imagen';

const uploadImage = async (entityId: number) => {
  const rendered = await renderConsole({ as: 'admin', entityId, route: '/multimedia/create' });
  const input = await screen.findByTestId('upload-image', {}, { timeout: 40_000 });
  await rendered.user.upload(input, new File([tinyPng()], 'banner.png', { type: 'image/png' }));
  return rendered;
};

/** Stored files of an entity that guards them (GET_FILE_WITH_AUTHORIZATION) are fetched with the token. */
describe('stored files', { timeout: 90_000 }, () => {
  beforeEach(() => {
    URL.createObjectURL = vi.fn(() => 'blob:stored-file');
    URL.revokeObjectURL = vi.fn();
  });
  afterEach(() => vi.restoreAllMocks());

  it('shows an uploaded image of a guarding entity from a blob fetched through the data provider', async () => {
    const { requests } = await uploadImage(6);
    const image = await screen.findByRole('img', { name: IMAGE_LABEL });
    expect(image.getAttribute('src')).toBe('blob:stored-file');
    expect(requests).toContain('fetchFile');
  });

  it('shows the stored URL as it is where the entity does not guard its files', async () => {
    const { requests } = await uploadImage(9);
    const image = await screen.findByRole('img', { name: IMAGE_LABEL });
    expect(image.getAttribute('src')).toMatch(/^\/app\/api\/v1\/Application\/files\/[0-9a-f-]{36}$/);
    await waitFor(() => expect(requests).not.toContain('fetchFile'));
  });
});
