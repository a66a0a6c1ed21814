import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderConsole } from '../../src/testing/renderConsole';

const SLOW = { timeout: 45_000 };

describe('the role picker', { timeout: 120_000 }, () => {
  it('builds a role from grouped read and write-and-read pairs, searching and counting', async () => {
    const { user, dataProvider } = await renderConsole({ as: 'admin', route: '/RolCreate' });
    // A label query first: role queries over the administrator's whole sidebar are slow in jsdom.
    const search = await screen.findByLabelText('Buscar permisos', {}, SLOW);
    const picker = search.closest('fieldset') as HTMLElement;
    expect(within(picker).getByRole('region', { name: 'Comercios' })).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Nombre/), 'Redes');
    await user.type(screen.getByLabelText(/^Descripción/), 'Wifi');
    await user.type(search, 'wifi');
    expect(within(picker).queryByRole('region', { name: 'Comercios' })).not.toBeInTheDocument();
    const settings = within(picker).getByRole('region', { name: 'Configuración' });
    await user.click(within(settings).getByRole('checkbox', { name: 'NETWORKS_WRITE_AND_READ' }));
    const read = within(settings).getByRole('checkbox', { name: 'NETWORKS_READ' });
    expect(read).toBeChecked();
    expect(read).toBeDisabled();
    expect(within(picker).getByRole('status')).toHaveTextContent(/^Concede 2 de \d+ permisos$/);
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(async () => {
      const { data } = await dataProvider.getList('rol', {
        filter: { name: 'Redes' },
        pagination: { page: 1, perPage: 5 },
        sort: { field: 'id', order: 'ASC' },
      });
      const { data: granted } = await dataProvider.getMany('permissions', { ids: data[0]?.permissionIds ?? [] });
      expect(granted.map((permission) => permission.name)).toEqual(['NETWORKS_WRITE_AND_READ']);
    }, SLOW);
  });
});
