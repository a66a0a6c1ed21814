import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createErrorMapper } from '../../../dataProviders/errorCatalogue';
import { createNoticeBus } from '../../../dataProviders/notices';
import { MARKER_TEXT, alertsOnScreen, askMarkerToast, firstNewAlert } from '../../testing/markerToast';
import { renderConsole } from '../../testing/renderConsole';
import { cardAlert, renderLoginFlow } from './renderLoginFlow';

type Driver = Awaited<ReturnType<typeof renderConsole>>['user'];

const signIn = async (user: Driver, userName: string, password: string) => {
  await user.type(await screen.findByLabelText('Usuario'), userName);
  await user.type(screen.getByLabelText('Contraseña'), password);
  await user.click(screen.getByRole('button', { name: 'Entrar' }));
};

describe('login page', () => {
  it('signs the administrator in and goes to the dashboard', async () => {
    const { user, location, services } = await renderConsole({ route: '/', as: null });
    await signIn(user, 'admin', 'Admin#2026');
    await waitFor(() => expect(location()?.pathname).toBe('/dashboard'));
    expect(services.session.token()).toBeTruthy();
  });

  it('submits with Enter from the password field', async () => {
    const { user, location } = await renderConsole({ route: '/', as: null });
    await user.type(await screen.findByLabelText('Usuario'), 'admin');
    await user.type(screen.getByLabelText('Contraseña'), 'Admin#2026{Enter}');
    await waitFor(() => expect(location()?.pathname).toBe('/dashboard'));
  });

  it('sends a signed-in user straight to the dashboard', async () => {
    const { location } = await renderConsole({ route: '/', as: 'admin' });
    await waitFor(() => expect(location()?.pathname).toBe('/dashboard'));
  });

  it('tells a wrong password with the US-0002 message, inline, and stays', async () => {
    const { user, location } = await renderConsole({ route: '/', as: null });
    await signIn(user, 'admin', 'wrong');
    expect(await cardAlert()).toHaveTextContent('El usuario o la contraseña son incorrectos.');
    expect(location()?.pathname).toBe('/');
    expect(screen.getByRole('button', { name: 'Entrar' })).toBeEnabled();
  });

  it('tells a blocked user why (IS-0021)', async () => {
    const { user } = await renderConsole({ route: '/', as: null });
    await signIn(user, 'blocked', 'Blocked#2026');
    expect(await cardAlert()).toHaveTextContent('El usuario está bloqueado. Póngase en contacto con el administrador.');
  });

  it('tells a deactivated user why (US-0001)', async () => {
    const { user } = await renderConsole({ route: '/', as: null });
    await signIn(user, 'inactive', 'Inactive#2026');
    expect(await cardAlert()).toHaveTextContent('El usuario está inactivo. Póngase en contacto con el administrador.');
  });

  it('asks for both fields before calling the server', async () => {
    const { user, location } = await renderConsole({ route: '/', as: null });
    await user.click(await screen.findByRole('button', { name: 'Entrar' }));
    expect(screen.getAllByText('Obligatorio')).toHaveLength(2);
    expect(location()?.pathname).toBe('/');
  });

  it('shows and hides the password', async () => {
    const { user } = await renderConsole({ route: '/', as: null });
    const password = await screen.findByLabelText('Contraseña');
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Mostrar contraseña' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Ocultar contraseña' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('says so clearly when the server cannot be reached', async () => {
    const { user } = await renderLoginFlow('/', {
      identity: { passwordGrant: () => Promise.reject(new TypeError('Failed to fetch')) },
    });
    await signIn(user, 'admin', 'Admin#2026');
    expect(await cardAlert()).toHaveTextContent('No se pudo conectar con el servidor.');
  });

  it('links to password recovery', async () => {
    const { user, location } = await renderConsole({ route: '/', as: null });
    await user.click(await screen.findByRole('link', { name: '¿Olvidó su contraseña?' }));
    await waitFor(() => expect(location()?.pathname).toBe('/recover-password'));
    expect(await screen.findByRole('heading', { name: 'Recuperar contraseña' })).toBeInTheDocument();
  });

  it.each([
    ['admin', 'wrong', 'El usuario o la contraseña son incorrectos.'],
    ['blocked', 'Blocked#2026', 'El usuario está bloqueado. Póngase en contacto con el administrador.'],
    ['inactive', 'Inactive#2026', 'El usuario está inactivo. Póngase en contacto con el administrador.'],
  ])('tells a refusal once, in the form, not again in a toast (%s)', async (userName, password, message) => {
    const { user, services } = await renderConsole({ route: '/', as: null });
    await signIn(user, userName, password);
    expect(await cardAlert()).toHaveTextContent(message);
    expect(screen.getAllByText(message)).toHaveLength(1);
    const before = alertsOnScreen();
    expect(before.size).toBe(1);
    // A toast of the refusal, asked for before the marker, would show first.
    askMarkerToast(services.notices);
    expect(await firstNewAlert(before)).toHaveTextContent(MARKER_TEXT);
    expect(screen.getAllByText(message)).toHaveLength(1);
  });

  it('tells the message section 8 gives a 400 without a code, not a guess', async () => {
    const answer = { error: 'invalid_request', error_description: 'userName and password are required' };
    const refusal = createErrorMapper(createNoticeBus())(400, answer, JSON.stringify(answer));
    const { user } = await renderLoginFlow('/', { identity: { passwordGrant: () => Promise.reject(refusal) } });
    await signIn(user, 'admin', 'Admin#2026');
    expect(await cardAlert()).toHaveTextContent('Por favor completar los campos requeridos.');
  });
});
