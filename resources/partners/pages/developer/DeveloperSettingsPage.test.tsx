import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Row } from '../../../../fixtures/world';
import { renderConsole } from '../../../../src/testing/renderConsole';

describe('developer settings (fakerest)', () => {
  it('generates a key shown once, lists it without the key and revokes it', async () => {
    const { user, world, dataProvider } = await renderConsole({ route: '/settings/developer-settings' });
    const partner = world.partners.find((p: Row) => p.entityId === 9) as Row;
    await user.type(await screen.findByLabelText(/Nombre de la clave/, {}, { timeout: 40_000 }), 'ERP');
    await user.click(screen.getByRole('button', { name: 'Generar clave' }));
    expect(await screen.findByText('Elija un integrador.')).toBeTruthy();
    await user.click(screen.getByRole('combobox', { name: 'Integrador' }));
    await user.paste(String(partner.name));
    await user.click(await screen.findByRole('option', { name: String(partner.name) }));
    await user.click(screen.getByRole('button', { name: 'Generar clave' }));
    const dialog = await screen.findByRole('dialog', { name: 'Su nueva clave API' });
    const key = (within(dialog).getByRole('textbox') as HTMLInputElement).value;
    expect(key).toMatch(/^pk_[A-Za-z0-9_-]{20,}$/);
    await user.click(within(dialog).getByRole('button', { name: 'Hecho, ya la copié' }));
    const row = await screen.findByRole('row', { name: /ERP/ });
    expect(within(row).getByText('Activa')).toBeTruthy();
    expect(within(row).queryByText(key)).toBeNull();
    const { data } = await dataProvider.getList('apiKeys', {
      pagination: { page: 1, perPage: 5 },
      sort: { field: 'id', order: 'DESC' },
      filter: {},
    });
    expect(data[0].keyHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(data[0])).not.toContain(key);
    await user.click(within(row).getByRole('button', { name: 'Revocar ERP' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Revocar' }));
    await waitFor(() => expect(within(screen.getByRole('row', { name: /ERP/ })).getByText('Revocada')).toBeTruthy(), {
      timeout: 10_000,
    });
    expect(screen.queryByRole('button', { name: 'Revocar ERP' })).toBeNull();
  }, 90_000);

  it('is refused to users without PARTNER_API_KEY_WRITE', async () => {
    const { location } = await renderConsole({ route: '/settings/developer-settings', as: 'readonly' });
    await waitFor(() => expect(location()?.pathname).toBe('/dashboard'), { timeout: 40_000 });
    expect(screen.queryByRole('button', { name: 'Generar clave' })).toBeNull();
  }, 60_000);
});
