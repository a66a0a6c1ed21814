import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderConsole } from '../../src/testing/renderConsole';

const SLOW = { timeout: 45_000 };

describe('an ethernet network', { timeout: 120_000 }, () => {
  it('asks for no wifi setting, offers the priority after the last, is refused at a held one, and is saved at a free one', async () => {
    const { user, dataProvider } = await renderConsole({ as: 'admin', route: '/settings/networks/create' });
    await user.click(await screen.findByRole('combobox', { name: /Tipo de conexión/ }, SLOW));
    await user.click(await screen.findByRole('option', { name: 'Ethernet (cable)' }));
    await waitFor(() => expect(screen.queryByLabelText(/SSID/)).not.toBeInTheDocument());
    expect(screen.queryByRole('combobox', { name: /Tipo de seguridad/ })).not.toBeInTheDocument();
    await user.type(screen.getByLabelText(/Alias/), 'Cable del almacén');
    const priority = screen.getByLabelText(/Prioridad/);
    const { data: existing } = await dataProvider.getList('settings/networks', {
      pagination: { page: 1, perPage: 100 },
      sort: { field: 'priority', order: 'DESC' },
      filter: {},
    });
    // It offers the priority after the last network's, which no network holds.
    expect(priority).toHaveValue(Number(existing[0].priority) + 1);
    await user.clear(priority);
    await user.type(priority, '1');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Otra red de la entidad ya tiene esta prioridad.', {}, SLOW)).toBeInTheDocument();
    await user.clear(priority);
    await user.type(priority, '40');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(async () => {
      const { data } = await dataProvider.getList('settings/networks', {
        pagination: { page: 1, perPage: 100 },
        sort: { field: 'priority', order: 'ASC' },
        filter: { alias: 'Cable del almacén' },
      });
      expect(data).toEqual([
        expect.objectContaining({ connectionType: 'ETHERNET', priority: 40, ssid: null, securityType: null }),
      ]);
    }, SLOW);
  });
});
