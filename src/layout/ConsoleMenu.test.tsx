import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderConsole } from '../testing/renderConsole';

// The whole console renders in each test, with lazy chunks compiled on first use: allow for it.
configure({ asyncUtilTimeout: 10_000 });

const sidebar = () => screen.findByRole('navigation', { name: 'Menú principal' });
const itemNames = (menu: HTMLElement) =>
  within(menu)
    .getAllByRole('link')
    .map((item) => item.textContent);

describe('the sidebar', () => {
  it('starts with Home, which opens the dashboard', async () => {
    const { user, location } = await renderConsole({ shell: true, as: 'admin', route: '/Terminal' });
    const menu = await sidebar();
    await waitFor(() => expect(itemNames(menu)[0]).toBe('Inicio'));
    await user.click(within(menu).getByRole('link', { name: 'Inicio' }));
    await waitFor(() => expect(location()?.pathname).toBe('/dashboard'));
  });

  it('gives a partner only home, apps, commerces, terminals and developer settings', async () => {
    await renderConsole({ shell: true, as: 'partner' });
    const menu = await sidebar();
    await waitFor(() =>
      expect(itemNames(menu)).toEqual([
        'Inicio',
        'Aplicaciones',
        'Comercios',
        'Terminales',
        'Configuración de desarrollador',
      ]),
    );
    expect(within(menu).queryByText('Administración')).not.toBeInTheDocument();
    expect(within(menu).getByRole('link', { name: 'Aplicaciones' })).toHaveAttribute('href', '/appmanagement');
    expect(within(menu).getByRole('link', { name: 'Comercios' })).toHaveAttribute('href', '/commerce');
    expect(within(menu).getByRole('link', { name: 'Terminales' })).toHaveAttribute('href', '/Terminal');
    expect(within(menu).getByRole('link', { name: 'Configuración de desarrollador' })).toHaveAttribute(
      'href',
      '/settings/developer-settings',
    );
  });

  it('shows the groups of the full sidebar to an administrator', async () => {
    await renderConsole({ shell: true, as: 'admin' });
    const menu = await sidebar();
    for (const group of ['Market', 'Reportes', 'Comercio', 'Integradores', 'Terminales', 'Administración']) {
      expect(await within(menu).findByRole('group', { name: group })).toBeInTheDocument();
    }
    expect(await within(menu).findByRole('link', { name: 'Etiquetas' })).toBeInTheDocument();
  });

  it('does not show a read-only user the routes that need a write permission', async () => {
    await renderConsole({ shell: true, as: 'readonly' });
    const menu = await sidebar();
    expect(await within(menu).findByRole('link', { name: 'Terminales' })).toBeInTheDocument();
    expect(await within(menu).findByRole('link', { name: 'Subsidios' })).toBeInTheDocument();
    // The tag screens need tags write and read (TAGS_READ only reads tags where they show);
    // reassignment needs TERMINAL_REASSIGNMENT.
    expect(within(menu).queryByRole('link', { name: 'Etiquetas' })).not.toBeInTheDocument();
    expect(within(menu).queryByRole('link', { name: 'Reasignación' })).not.toBeInTheDocument();
  });

  it('shows a user without permissions only Home and the routes the route table opens to everyone', async () => {
    await renderConsole({ shell: true, as: 'noperm' });
    const menu = await sidebar();
    await waitFor(() => expect(itemNames(menu)).toEqual(['Inicio', 'Actualizar parámetros', 'Configuración']));
    expect(within(menu).queryByText('Comercios')).not.toBeInTheDocument();
    expect(within(menu).queryByText('Market')).not.toBeInTheDocument();
  });

  it('marks the entry of the screen on display, and only that one, as the user moves between screens', async () => {
    const { user, location } = await renderConsole({ shell: true, as: 'admin', route: '/Terminal' });
    const menu = await sidebar();
    const current = () =>
      within(menu)
        .getAllByRole('link')
        .filter((link) => link.getAttribute('aria-current') === 'page')
        .map((link) => link.textContent);
    await waitFor(() => expect(current()).toEqual(['Terminales']));
    await user.click(within(menu).getByRole('link', { name: 'Comercios' }));
    await waitFor(() => expect(location()?.pathname).toBe('/commerce'));
    await waitFor(() => expect(current()).toEqual(['Comercios']));
    await user.click(within(menu).getByRole('link', { name: 'Inicio' }));
    await waitFor(() => expect(location()?.pathname).toBe('/dashboard'));
    await waitFor(() => expect(current()).toEqual(['Inicio']));
    expect(within(menu).getByRole('link', { name: 'Terminales' })).not.toHaveAttribute('aria-current');
  });
});
