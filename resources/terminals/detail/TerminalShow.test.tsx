import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Row } from '../../../fixtures/world';
import { freshWorld, renderConsole } from '../../../src/testing/renderConsole';

const FIRST = { timeout: 8_000 };

const terminalOf9 = (filter: (row: Row) => boolean) =>
  freshWorld().terminals.find((row) => row.entityId === 9 && filter(row)) as Row;

describe('terminal detail', () => {
  it('shows the terminal in tabs, with the actions an administrator may take', async () => {
    const terminal = terminalOf9(() => true);
    const { user } = await renderConsole({ route: `/Terminal/${terminal.id}/show` });
    expect(await screen.findByRole('tab', { name: 'Información básica' }, FIRST)).toHaveAttribute(
      'aria-selected',
      'true',
    );
    for (const name of ['Batería', 'Mapa GPS', 'Componentes y firmwares', 'Historial', 'Monitorización y control'])
      expect(screen.getByRole('tab', { name })).toBeInTheDocument();
    expect(await screen.findByText(String(terminal.serialNumber), { selector: 'span' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Acciones' }));
    const menu = await screen.findByRole('menu');
    for (const name of ['Solicitar estado', 'Reiniciar', 'Eliminar definitivamente', 'Inicialización TPV'])
      expect(within(menu).getByRole('menuitem', { name })).toBeInTheDocument();
  });

  it('offers a read-only user no action and never asks for one', async () => {
    const terminal = terminalOf9(() => true);
    const { requests } = await renderConsole({ route: `/Terminal/${terminal.id}/show/apps`, as: 'readonly' });
    expect(await screen.findByText('Aplicaciones instaladas', {}, FIRST)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Acciones' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Instalar aplicación' })).not.toBeInTheDocument();
    expect(requests.filter((request) => /push|install|assign|hardDelete/i.test(request))).toEqual([]);
  });

  it('asks before a restart, then shows it pending and its answer in the history', async () => {
    const terminal = terminalOf9((row) => Number(row.batteryLevel) < 20);
    const { user, requests } = await renderConsole({ route: `/Terminal/${terminal.id}/show/history` });
    await user.click(await screen.findByRole('button', { name: 'Acciones' }, FIRST));
    await user.click(await screen.findByRole('menuitem', { name: 'Reiniciar' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/se reiniciará/)).toBeInTheDocument();
    expect(requests).not.toContain('pushTerminalAction');
    await user.click(within(dialog).getByRole('button', { name: 'Reiniciar' }));

    expect(await screen.findByRole('status')).toHaveTextContent('1 acción espera la respuesta del terminal');
    const row = (await screen.findAllByRole('row')).find((candidate) => candidate.textContent?.includes('Reiniciar'));
    expect(row).toHaveTextContent('Pendiente');
    await waitFor(
      () => {
        const settled = screen.getAllByRole('row').find((candidate) => candidate.textContent?.includes('Reiniciar'));
        expect(settled).toHaveTextContent('Fallida');
        expect(settled).toHaveTextContent('Batería por debajo del 20 %');
      },
      { timeout: 8_000 },
    );
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('says the terminal has no app, and that the chosen app has no installable version, and installs nothing', async () => {
    const terminal = terminalOf9(() => true);
    let appName = '';
    const { user, requests } = await renderConsole({
      route: `/Terminal/${terminal.id}/show/apps`,
      prepare: (world) => {
        const [app] = world.apps;
        appName = String(app.name);
        world.appVersions
          .filter((version) => version.appId === app.id)
          .forEach((version) => (version.state = 'DISABLED'));
        world.terminalSoftware = world.terminalSoftware.filter((row) => row.terminalId !== terminal.id);
      },
    });
    expect(
      await screen.findByText('El terminal no tiene aplicaciones instaladas.', {}, { timeout: 15_000 }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Instalar aplicación' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Elija primero la aplicación.')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('combobox', { name: 'Aplicación' }), appName);
    await user.click(await screen.findByRole('option', { name: appName }));
    expect(
      await within(dialog).findByText(
        'Esta aplicación no tiene ninguna versión instalable: publique o habilite una primero.',
      ),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Instalar' }));
    expect(
      await within(dialog).findByText('Elija una versión: una aplicación necesita una versión para instalarse.'),
    ).toBeInTheDocument();
    expect(requests.filter((request) => request.startsWith('installAppVersion'))).toEqual([]);
  }, 30_000);
});
