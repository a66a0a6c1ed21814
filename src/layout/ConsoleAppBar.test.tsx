import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderConsole } from '../testing/renderConsole';
import { renderShell } from './testing/renderShell';

// The whole console renders in each test, with lazy chunks compiled on first use: allow for it.
configure({ asyncUtilTimeout: 10_000 });

const LONG_FIRST_NAME = 'Maximilianoalejandro Ruiz'; // 25 characters

describe('the header', () => {
  it('cuts a long user name at 20 characters plus an ellipsis', async () => {
    expect(LONG_FIRST_NAME).toHaveLength(25);
    await renderShell({
      beforeRender: () => {
        localStorage.setItem('FirstName', LONG_FIRST_NAME);
        localStorage.setItem('LastName', '');
      },
    });
    const button = await screen.findByRole('button', { name: /Menú de usuario de Maximilianoalejandro Ruiz/ });
    expect(within(button).getByText('Maximilianoalejandro…')).toBeInTheDocument();
    expect(screen.queryByText(LONG_FIRST_NAME)).not.toBeInTheDocument();
  });

  it('shows a short name whole', async () => {
    await renderConsole({ shell: true, as: 'readonly' });
    expect(await screen.findByText('Rosa Lectora')).toBeInTheDocument();
  });

  it('hides the entity selector with a single entity', async () => {
    await renderConsole({ shell: true, as: 'readonly' });
    await screen.findByText('Rosa Lectora');
    expect(screen.queryByRole('button', { name: /^Entidad:/ })).not.toBeInTheDocument();
  });

  it("shows the entity selector with the user's five entities", async () => {
    const { user } = await renderConsole({ shell: true, as: 'admin' });
    await user.click(await screen.findByRole('button', { name: /^Entidad:/ }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getAllByRole('menuitem')).toHaveLength(5);
  });

  it('has the user menu: my profile, log out and the version', async () => {
    const { user, location } = await renderConsole({ shell: true, as: 'admin' });
    await user.click(await screen.findByRole('button', { name: /Menú de usuario/ }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: /Versión v1\.6\.0/ })).toHaveAttribute('aria-disabled', 'true');
    await user.click(within(menu).getByRole('menuitem', { name: 'Mi perfil' }));
    await waitFor(() => expect(location()?.pathname).toBe('/userInfo'));
  });

  it('logs out: the session is cleared and the console goes to /', async () => {
    const { user, location } = await renderConsole({ shell: true, as: 'admin', route: '/Terminal' });
    await user.click(await screen.findByRole('button', { name: /Menú de usuario/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Cerrar sesión' }));
    await waitFor(() => expect(location()?.pathname).toBe('/'));
    expect(localStorage.getItem('Token')).toBeNull();
    expect(localStorage.getItem('FirstName')).toBeNull();
    expect(localStorage.getItem('Logout')).toBe('true');
  }, 60_000);

  it('names the language and user buttons with the text they show (WCAG 2.5.3)', async () => {
    await renderConsole({ shell: true, as: 'readonly' });
    const language = await screen.findByRole('button', { name: /^Idioma:/ });
    const user = await screen.findByRole('button', { name: 'Menú de usuario de Rosa Lectora' });
    expect(language).toHaveTextContent(/^ES$/);
    expect(language).toHaveAccessibleName('Idioma: Español (ES)');
    // Named by its content: the initials are hidden from the name, the shown name is in it.
    expect(user).not.toHaveAttribute('aria-label');
    expect(within(user).getByText('RL')).toHaveAttribute('aria-hidden', 'true');
  });

  it('offers the six languages and switches to English', async () => {
    const { user } = await renderConsole({ shell: true, as: 'admin' });
    await user.click(await screen.findByRole('button', { name: /^Idioma:/ }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Español', 'English', 'Português', 'Català', 'Euskara', 'Galego']);
    await user.click(within(menu).getByRole('menuitem', { name: 'English' }));
    expect(await screen.findByRole('button', { name: /User menu of/ })).toBeInTheDocument();
  });

  it('folds and opens the sidebar from its named button, the light/dark and refresh buttons beside', async () => {
    const { user } = await renderConsole({ shell: true, as: 'admin' });
    await user.click(await screen.findByRole('button', { name: 'Cerrar menú' }));
    expect(await screen.findByRole('button', { name: 'Abrir menú' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Abrir menú' }));
    expect(await screen.findByRole('button', { name: 'Cerrar menú' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Actualizar' })).toBeInTheDocument();
  });

  it('has the footer with the copyright year and v1.6.0', async () => {
    await renderConsole({ shell: true, as: 'admin' });
    expect(await screen.findByText(new RegExp(`© ${new Date().getFullYear()}`))).toBeInTheDocument();
    expect(screen.getByText('Versión v1.6.0')).toBeInTheDocument();
  });
});
