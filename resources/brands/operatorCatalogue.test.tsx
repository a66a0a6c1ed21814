import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderConsole } from '../../src/testing/renderConsole';

/** Brands and models: every entity reads them, only the operator (entity 9) writes them. */
describe('brands and models by entity', () => {
  it('lets the operator create and edit brands', async () => {
    await renderConsole({ route: '/brand', entityId: 9 });
    expect(await screen.findByText('PAX')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Crear' })).toBeInTheDocument();
  });

  it('shows another entity the brands and models read-only, with no way to write', async () => {
    const { user, location, requests } = await renderConsole({ route: '/brand', entityId: 2 });
    expect(await screen.findByText('PAX')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Crear' })).not.toBeInTheDocument();
    const row = screen.getByText('PAX').closest('tr') as HTMLElement;
    await user.click(within(row).getByRole('checkbox'));
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Exportar' })).toHaveLength(2));
    expect(screen.queryByRole('button', { name: /Borrar|Eliminar/ })).not.toBeInTheDocument();
    await user.click(within(row).getByText('PAX'));
    await waitFor(() => expect(location()?.pathname).not.toBe('/brand'));
    expect(location()?.pathname).not.toMatch(/^\/brand\/\d+$/);
    expect(requests.some((r) => /^(create|update|delete)/.test(r))).toBe(false);
  });

  it('sends another entity away from the model edit and create pages', async () => {
    const { location } = await renderConsole({ route: '/model/create', entityId: 2 });
    await waitFor(() => expect(location()?.pathname).toBe('/dashboard'));
    expect(await screen.findByText(/no tiene permiso/i)).toBeInTheDocument();
  });

  it('lists models with photo, device type, resolution and storage in MB', async () => {
    await renderConsole({ route: '/model', entityId: 2 });
    expect(await screen.findByText('A920 Pro')).toBeInTheDocument();
    ['Foto (URL)', 'Tipo de dispositivo', 'Resolución de pantalla', 'Almacenamiento total (MB)'].forEach((name) =>
      expect(screen.getByRole('columnheader', { name: new RegExp(name.replace(/[()]/g, '\\$&')) })).toBeInTheDocument(),
    );
    const row = screen.getByText('A920 Pro').closest('tr') as HTMLElement;
    expect(within(row).getByText('720x1440')).toBeInTheDocument();
    expect(within(row).getByText(/^16\D?384$/)).toBeInTheDocument();
  });
});
