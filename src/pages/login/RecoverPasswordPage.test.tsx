import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { cardAlert, refusal, renderLoginFlow } from './renderLoginFlow';

describe('password recovery page', () => {
  it('asks identity to e-mail a code, then tells the user and goes on to the reset page', async () => {
    const recoverPassword = vi.fn(async () => ({ status: 200, headers: new Headers(), body: '{}', json: {} }));
    const { user, location } = await renderLoginFlow('/recover-password', { identity: { recoverPassword } });
    await user.type(await screen.findByLabelText('Usuario'), ' admin ');
    await user.click(screen.getByRole('button', { name: 'Enviar código' }));
    await waitFor(() => expect(location()?.pathname).toBe('/reset-password'));
    expect(recoverPassword).toHaveBeenCalledWith('admin');
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Si la cuenta existe, le enviamos un código de seguridad de 6 dígitos',
    );
    expect(screen.getByLabelText('Usuario')).toHaveValue('admin');
  });

  it('answers the same for an unknown account', async () => {
    const recoverPassword = vi.fn(() => Promise.reject(refusal('IS-0005')));
    const { user, location } = await renderLoginFlow('/recover-password', { identity: { recoverPassword } });
    await user.type(await screen.findByLabelText('Usuario'), 'nobody{Enter}');
    await waitFor(() => expect(location()?.pathname).toBe('/reset-password'));
    expect(within(screen.getByRole('main')).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('stays and says so when the server cannot be reached', async () => {
    const recoverPassword = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    const { user, location } = await renderLoginFlow('/recover-password', { identity: { recoverPassword } });
    await user.type(await screen.findByLabelText('Usuario'), 'admin{Enter}');
    expect(await cardAlert()).toHaveTextContent('No se pudo conectar con el servidor.');
    expect(location()?.pathname).toBe('/recover-password');
  });

  it('needs a user name', async () => {
    const recoverPassword = vi.fn();
    const { user } = await renderLoginFlow('/recover-password', { identity: { recoverPassword } });
    await user.click(await screen.findByRole('button', { name: 'Enviar código' }));
    expect(screen.getByText('Obligatorio')).toBeInTheDocument();
    expect(recoverPassword).not.toHaveBeenCalled();
  });
});
