import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { freshWorld, renderConsole } from '../../src/testing/renderConsole';

const SLOW = { timeout: 45_000 };
type Row = { id: number; entityId?: number; status?: string; userName?: string };
const blocked = (freshWorld().users as Row[]).find((row) => row.entityId === 9 && row.status === 'BLOCKED') as Row;

describe('user administration', { timeout: 120_000 }, () => {
  it('unblocks a blocked user with its own call; the status cannot be edited by hand', async () => {
    const { user, dataProvider } = await renderConsole({ as: 'admin', route: `/users/${blocked.id}` });
    expect(await screen.findByText(/Este usuario está bloqueado/, {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText('Bloqueado', { selector: '[aria-disabled="true"]' })).toBeInTheDocument();
    await user.click(await screen.findByText('Desbloquear', {}, SLOW));
    await user.click(await screen.findByText('Confirmar', {}, SLOW));
    await waitFor(async () =>
      expect((await dataProvider.getOne('users', { id: blocked.id })).data.status).toBe('ACTIVE'),
    );
    await waitFor(() => expect(screen.queryByText(/Este usuario está bloqueado/)).not.toBeInTheDocument(), SLOW);
  });

  it('asks a new user for a password that meets the rules, confirmed', async () => {
    const { user, dataProvider, location } = await renderConsole({ as: 'admin', route: '/users/create' });
    const password = await screen.findByLabelText(/^Contraseña/, {}, SLOW);
    await user.type(screen.getByLabelText(/^Nombre de usuario/), 'nueva-e2e');
    await user.type(screen.getByLabelText(/^Nombre\s*\*?$/), 'Nueva');
    await user.type(screen.getByLabelText(/^Apellidos/), 'Usuaria');
    await user.type(screen.getByLabelText(/^Correo electrónico/), 'nueva@example.com');
    await user.click(screen.getByLabelText(/^Rol/));
    await user.click(await screen.findByText('Solo lectura', {}, SLOW));
    await user.type(password, 'Corta#1');
    expect(screen.getByLabelText('Requisitos de la contraseña')).toHaveTextContent('Un número');
    await user.click(screen.getByText('Guardar'));
    expect(await screen.findByText(/seguridad|requisitos|IS-0003/i, {}, SLOW)).toBeInTheDocument();
    await user.clear(password);
    await user.type(password, 'Segura#2026');
    await user.type(screen.getByLabelText(/^Confirmar contraseña/), 'Segura#2027');
    await user.click(screen.getByText('Guardar'));
    expect(await screen.findByText('La contraseña y su confirmación no coinciden.', {}, SLOW)).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/^Confirmar contraseña/));
    await user.type(screen.getByLabelText(/^Confirmar contraseña/), 'Segura#2026');
    await user.click(screen.getByText('Guardar'));
    await waitFor(() => expect(location()?.pathname).toBe('/users'), SLOW);
    const { data } = await dataProvider.getList('users', {
      filter: { userName: 'nueva-e2e' },
      pagination: { page: 1, perPage: 5 },
      sort: { field: 'id', order: 'ASC' },
    });
    expect(data).toHaveLength(1);
    expect(data[0]).not.toHaveProperty('passwordConfirmation');
  });
});
