import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderConsole } from '../../src/testing/renderConsole';

const SLOW = { timeout: 45_000 };
const READ_ONLY = 'Puede consultar esta configuración, pero no tiene permiso para cambiarla.';

describe('the settings hub', { timeout: 120_000 }, () => {
  it('leads the administrator to every settings screen and saves the general configuration', async () => {
    const { user, dataProvider } = await renderConsole({ as: 'admin', route: '/settings' });
    const hub = (await screen.findByText('Logotipos', {}, SLOW)).closest('nav') as HTMLElement;
    const targets = () => [...hub.querySelectorAll('a')].map((link) => link.getAttribute('href'));
    await waitFor(() =>
      expect(targets()).toEqual([
        '/settings/logos',
        '/settings/host',
        '/settings/networks',
        '/settings/user-commerce-roles',
        '/settings/permissions2fa',
        '/settings/developer-settings',
      ]),
    );
    const idle = await screen.findByLabelText(/^Minutos de inactividad/, {}, SLOW);
    await user.clear(idle);
    await user.type(idle, '25');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(async () => expect((await dataProvider.generalConfig()).data.inactivityMinutes).toBe(25));
  });

  it('opens to a user without the configuration permission, who reads the configuration without saving', async () => {
    const { location } = await renderConsole({ as: 'readonly', route: '/settings' });
    expect(await screen.findByText(READ_ONLY, {}, SLOW)).toBeInTheDocument();
    expect(location()?.pathname).toBe('/settings');
    expect(screen.queryByRole('button', { name: 'Guardar' })).not.toBeInTheDocument();
  });

  it('shows the logos to a reader, without the upload form', async () => {
    await renderConsole({ as: 'readonly', route: '/settings/logos' });
    expect(await screen.findByRole('region', { name: 'Logotipo actual' }, SLOW)).toBeInTheDocument();
    expect(screen.getByText('No hay logotipos programados.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Subir logotipo' })).not.toBeInTheDocument();
  });
});
