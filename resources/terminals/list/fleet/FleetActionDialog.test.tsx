import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderConsole } from '../../../../src/testing/renderConsole';

type Row = Record<string, unknown> & { id: number };

/** A world whose 'now' is the test's, so the online window means the same to data and screen. */
const world = { terminals: 60, now: Date.now() };

describe('fleet actions from the terminal list', () => {
  it('installs an app version on the selected terminals through the install screen and its impact', async () => {
    const { user, world: w, location } = await renderConsole({ route: '/Terminal', world });
    const table = await screen.findByRole('table', {}, { timeout: 15_000 });
    await waitFor(() => expect(within(table).getAllByRole('checkbox').length).toBeGreaterThan(2));
    const [, first, second] = within(table).getAllByRole('checkbox');
    await user.click(first);
    await user.click(second);
    await user.click(await screen.findByRole('button', { name: 'Instalar o enviar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Instalar, desinstalar o enviar parámetros' });
    expect(within(dialog).getByRole('radio', { name: 'Los 2 terminales seleccionados' })).toBeChecked();
    // Without a version nothing is sent: the dialog says what is missing.
    await user.click(within(dialog).getByRole('button', { name: 'Ver el impacto' }));
    expect(within(dialog).getByText('Elija una versión.')).toBeInTheDocument();
    const version = w.appVersions.find((v: Row) => v.entityId === 9 && v.state === 'ACTIVE') as Row;
    const app = w.apps.find((a: Row) => a.id === version.appId) as Row;
    await user.type(within(dialog).getByRole('combobox', { name: 'Aplicación' }), String(app.name));
    await user.click(await screen.findByRole('option', { name: String(app.name) }));
    await user.click(within(dialog).getByRole('combobox', { name: 'Versión' }));
    await user.click(await screen.findByRole('option', { name: String(version.versionName) }));
    await user.click(within(dialog).getByRole('button', { name: 'Ver el impacto' }));
    await waitFor(() => expect(location()?.pathname).toBe('/fleet-install'));
    expect(await screen.findByRole('radio', { name: 'Los 2 terminales elegidos en la lista' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Ver impacto' }));
    expect(await screen.findByText(/Se enviará a \d terminal|Ninguna de las terminales/)).toBeInTheDocument();
  }, 60_000);

  it('pushes parameters to every terminal matching the filter through the parameter push', async () => {
    const filter = encodeURIComponent(JSON.stringify({ online: false }));
    const { user, location } = await renderConsole({ route: `/Terminal?filter=${filter}`, world });
    const table = await screen.findByRole('table', {}, { timeout: 15_000 });
    await waitFor(() => expect(within(table).getAllByRole('checkbox').length).toBeGreaterThan(1));
    await user.click(within(table).getAllByRole('checkbox')[1]);
    await user.click(await screen.findByRole('button', { name: 'Instalar o enviar' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('radio', { name: 'Enviar parámetros' }));
    await user.click(within(dialog).getByRole('radio', { name: /^Los \d+ terminales que cumplen el filtro$/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Ver el impacto' }));
    await waitFor(() => expect(location()?.pathname).toBe('/ParameterUpdate'));
    expect(await screen.findByRole('radio', { name: 'Lista de terminales' })).toBeChecked();
    expect(
      String((screen.getByLabelText('Números de serie') as HTMLTextAreaElement).value).split('\n').length,
    ).toBeGreaterThan(1);
  }, 60_000);
});
