import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DataProvider } from 'ra-core';
import fakeRestDataProvider from 'ra-data-fakerest';
import { AdminContext } from 'ra-ui-materialui';
import { describe, expect, it, vi } from 'vitest';
import { createFakeMarketMethods } from '../../../dataProviders/market/marketFakerest';
import { createFakeEntityConfigs } from '../../../dataProviders/settings/entityConfigsFake';
import { createI18nProvider } from '../../../i18n/i18nProvider';
import { loadMessages } from '../../../src/messages';
import { tinyPng } from '../../apps/apk/testing/testApk';
import { FileDropZone } from './FileDropZone';
import { FILE_QUOTA_KEY } from './quota';
import { StylesOffDocument } from '../../../src/testing/StylesOffDocument';

const ENTITY = 2;

/** The drop zone alone, over the in-memory upload of an entity whose quota is `quotaMb`. */
const renderDropZone = async (quotaMb: string) => {
  const configs = createFakeEntityConfigs();
  configs.write(ENTITY, { [FILE_QUOTA_KEY]: quotaMb });
  const records = fakeRestDataProvider({});
  const dataProvider: DataProvider = {
    ...records,
    ...createFakeMarketMethods(records, records, () => ENTITY, configs),
  };
  const onUploaded = vi.fn();
  render(
    <AdminContext dataProvider={dataProvider} i18nProvider={await createI18nProvider('es', loadMessages)}>
      <FileDropZone kind="image" label="Logo" onUploaded={onUploaded} />
    </AdminContext>,
    { wrapper: StylesOffDocument },
  );
  return { onUploaded, input: await screen.findByTestId('upload-image') };
};

describe('the drop zone says why the service refused a file', () => {
  it('names what the content is when it is not the type it was sent as', async () => {
    const { input, onUploaded } = await renderDropZone('10');
    await userEvent.upload(input, new File([tinyPng()], 'logo.gif', { type: 'image/gif' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Según su contenido, el archivo es una imagen PNG, pero se envió como una imagen GIF.',
    );
    expect(onUploaded).not.toHaveBeenCalled();
  });

  it('says the entity’s storage is full when the upload would go over its quota', async () => {
    const { input } = await renderDropZone('0.0001');
    const big = new Uint8Array(400);
    big.set(tinyPng());
    await userEvent.upload(input, new File([big], 'logo.png', { type: 'image/png' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('El espacio de archivos de la entidad está lleno');
  });
});
