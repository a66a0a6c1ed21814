import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { freshWorld, renderConsole } from '../../../src/testing/renderConsole';
import { buildTestApk, tinyPng } from '../apk/testing/testApk';

type Row = { id: number; entityId?: number; packageName?: string; appId?: number; versionCode?: number };
const world = freshWorld();
const app = (world.apps as Row[]).find((row) => row.entityId === 9) as Row;
const highest = Math.max(
  0,
  ...(world.appVersions as Row[])
    .filter((version) => version.appId === app.id)
    .map((version) => Number(version.versionCode)),
);
const apkFile = (versionCode: number, packageName = String(app.packageName)) =>
  new File([buildTestApk({ packageName, versionName: `v${versionCode}`, versionCode })], 'app.apk', {
    type: 'application/vnd.android.package-archive',
  });

const openVersions = async () => {
  const rendered = await renderConsole({ as: 'admin', route: `/appmanagement/${app.id}` });
  await rendered.user.click(await screen.findByRole('tab', { name: 'Versiones' }, { timeout: 40_000 }));
  await rendered.user.click(await screen.findByRole('button', { name: 'Nueva versión' }));
  return { ...rendered, dialog: await screen.findByRole('dialog') };
};

/** App management's tabs, versions made of uploaded APKs, API keys. */
describe('app management', { timeout: 90_000 }, () => {
  it('shows the four tabs with Guardar, and generates an API key then expires it after a confirmation', async () => {
    const { container, user } = await renderConsole({ as: 'admin', route: `/appmanagement/${app.id}` });
    for (const name of ['Datos', 'Versiones', 'Claves API', 'Sectores económicos'])
      expect(await screen.findByRole('tab', { name }, { timeout: 40_000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Guardar' })).toBeInTheDocument();
    expect(container.querySelector('.edit-page')).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Elegir archivo: Icono' })).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Claves API' }));
    await waitFor(() =>
      expect(
        screen.queryByRole('table', { name: 'Claves API' }) ??
          screen.queryByText('Esta aplicación no tiene claves API.'),
      ).not.toBeNull(),
    );
    const before = screen.queryAllByRole('button', { name: 'Caducar ahora' }).length;
    await user.click(screen.getByRole('button', { name: 'Generar clave API' }));
    const shown = (await screen.findByTestId('new-app-api-key')) as HTMLInputElement;
    expect(shown.value).toMatch(/^ak_[\w-]{32}$/);
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Caducar ahora' })).toHaveLength(before + 1));
    expect(screen.getByText(`${shown.value.slice(0, 10)}…`)).toBeInTheDocument();
    expect(screen.queryByText(shown.value)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Hecho, la he copiado' }));
    expect(screen.queryByTestId('new-app-api-key')).toBeNull();
    await user.click(screen.getAllByRole('button', { name: 'Caducar ahora' })[0]);
    await user.click(await screen.findByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(screen.queryAllByRole('button', { name: 'Caducar ahora' })).toHaveLength(before));
  });

  it('refuses a PNG and another package, asks before a lower code, creates a version read from its APK', async () => {
    const { user, dialog, dataProvider } = await openVersions();
    const input = within(dialog).getByTestId('upload-apk');
    await user.upload(input, new File([tinyPng()], 'photo.apk', { type: 'application/vnd.android.package-archive' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Según su contenido, el archivo es una imagen PNG; aquí se espera un APK de Android.',
    );
    await user.upload(input, apkFile(highest + 5, 'com.other.app'));
    expect(await within(dialog).findByText(/no es el de la aplicación/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Crear versión' })).toBeDisabled();
    await user.upload(input, apkFile(1));
    await user.click(await within(dialog).findByRole('button', { name: 'Crear versión' }));
    const confirm = await screen.findByRole('dialog', { name: 'Código de versión inferior' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancelar' }));
    await user.upload(input, apkFile(highest + 1));
    expect(
      await within(dialog).findByText(
        `Leído del archivo: paquete ${app.packageName}, versión v${highest + 1} (código ${highest + 1})`,
      ),
    ).toBeInTheDocument();
    // The closing confirmation leaves the version dialog aria-hidden for a moment: wait until it is not.
    await user.click(await within(dialog).findByRole('button', { name: 'Crear versión' }));
    await waitFor(async () => {
      const { data } = await dataProvider.getList('appVersions', {
        filter: { appId: app.id },
        pagination: { page: 1, perPage: 100 },
        sort: { field: 'versionCode', order: 'DESC' },
      });
      expect(data[0]).toMatchObject({ versionCode: highest + 1, versionName: `v${highest + 1}`, state: 'NOT_DEFINED' });
    });
  });
});
