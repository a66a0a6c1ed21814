import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { freshWorld, renderConsole } from '../../../src/testing/renderConsole';

describe('activating a pilot version (fakerest)', () => {
  it('asks whether to open it to the models, opening it by default, and says so on the version', async () => {
    const world = freshWorld();
    const pilot = world.appVersions.find(
      (version) =>
        version.entityId === 9 &&
        version.state === 'PILOT' &&
        ((version.authorizedTerminalIds as number[] | null) ?? []).length > 0,
    );
    if (!pilot) throw new Error('no pilot version with terminals');
    const listed = (pilot.authorizedTerminalIds as number[]).length;
    const { user } = await renderConsole({ route: `/appmanagement/${String(pilot.appId)}` });
    await user.click(await screen.findByRole('tab', { name: 'Versiones' }, { timeout: 15_000 }));
    const row = (await screen.findAllByRole('row')).find((candidate) =>
      candidate.textContent?.includes(String(pilot.versionName)),
    ) as HTMLElement;
    expect(within(row).getByText(`Solo ${listed} terminales de su lista`)).toBeTruthy();
    await user.click(within(row).getByRole('button', { name: `Acciones de la versión ${String(pilot.versionName)}` }));
    await user.click(await screen.findByRole('menuitem', { name: 'Activar' }));
    const dialog = await screen.findByRole('dialog');
    const open = within(dialog).getByRole('radio', {
      name: 'Abrirla a todos los terminales de los modelos de la aplicación',
    });
    expect((open as HTMLInputElement).checked).toBe(true);
    expect(
      within(dialog).getByRole('radio', { name: `Mantenerla solo en sus ${listed} terminales piloto` }),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Activar' }));
    await waitFor(
      () => {
        const promoted = screen
          .getAllByRole('row')
          .find((candidate) => candidate.textContent?.includes(String(pilot.versionName))) as HTMLElement;
        expect(within(promoted).getByText('Todos los terminales de sus modelos')).toBeTruthy();
        expect(within(promoted).getByText('Activa')).toBeTruthy();
      },
      { timeout: 10_000 },
    );
  }, 40_000);
});
