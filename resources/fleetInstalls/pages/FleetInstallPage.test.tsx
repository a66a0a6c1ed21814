import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { freshWorld, renderConsole } from '../../../src/testing/renderConsole';
import { isOnline, onlineSince, onlineWindowMinutes } from '../../terminals/schema';

/** An active version of entity 9 whose app runs on every model, and two of the entity's terminals. */
const setting = () => {
  const world = freshWorld();
  const apps = new Map(world.apps.map((app) => [app.id, app]));
  const version = world.appVersions.find(
    (candidate) =>
      candidate.entityId === 9 &&
      candidate.state === 'ACTIVE' &&
      !((apps.get(candidate.appId as number)?.modelIds as number[] | null) ?? []).length,
  );
  const terminals = world.terminals.filter((terminal) => terminal.entityId === 9 && !terminal.deleted).slice(0, 2);
  if (!version) throw new Error('no version for every model');
  return { version, serials: terminals.map((terminal) => String(terminal.serialNumber)) };
};

describe('fleet install screens (fakerest)', () => {
  it('previews an install to listed serials, sends it after confirming and follows each terminal to its answer', async () => {
    const { version, serials } = setting();
    const { user, requests } = await renderConsole({
      route: `/fleet-install?kind=appVersion&id=${String(version.id)}`,
    });
    await user.click(
      await screen.findByRole('radio', { name: 'Lista o CSV de números de serie' }, { timeout: 15_000 }),
    );
    await user.click(screen.getByLabelText('Números de serie'));
    await user.paste(serials.join('\n'));
    await user.click(screen.getByRole('button', { name: 'Ver impacto' }));
    const impact = await screen.findByRole('region', { name: 'Impacto' });
    expect(within(impact).getByText('Se enviará a 2 terminales.')).toBeTruthy();
    expect(
      within(impact).getByText(
        '0 terminales quedan fuera por las restricciones de la versión (modelos o lista piloto).',
      ),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText('Estado de la instalación', { selector: 'h1' })).toBeTruthy();
    expect(requests).toContain('sendInstall');
    await waitFor(() => expect(screen.getByRole('status').textContent).toMatch(/0 pendientes y 0 en cola de 2\./), {
      timeout: 5_000,
    });
    const table = screen.getByRole('table', { name: 'Estado de la instalación' });
    serials.forEach((serial) => expect(within(table).getByText(serial)).toBeTruthy());
  }, 40_000);

  it('says how many terminals one install takes and sends no longer list', async () => {
    const { version } = setting();
    const { user, requests } = await renderConsole({
      route: `/fleet-install?kind=appVersion&id=${String(version.id)}`,
    });
    await user.click(
      await screen.findByRole('radio', { name: 'Lista o CSV de números de serie' }, { timeout: 15_000 }),
    );
    await user.click(screen.getByLabelText('Números de serie'));
    await user.paste(Array.from({ length: 20_001 }, (_, i) => `SN${String(i).padStart(8, '0')}`).join('\n'));
    expect((await screen.findByRole('alert')).textContent).toBe('Como máximo 20.000 números de serie por operación.');
    expect(screen.getByRole('button', { name: 'Ver impacto' }).hasAttribute('disabled')).toBe(true);
    expect(requests.filter((request) => request.startsWith('installImpact'))).toEqual([]);
  }, 60_000);

  it('keeps an offline terminal waiting apart from the running ones, and cancels the wait', async () => {
    const world = freshWorld();
    const { version } = setting();
    const since = onlineSince(Date.now(), onlineWindowMinutes({}));
    const offline = world.terminals.find(
      (terminal) => terminal.entityId === 9 && !terminal.deleted && !isOnline(terminal.lastConnectionDate, since),
    );
    if (!offline) throw new Error('no offline terminal');
    const { user } = await renderConsole({ route: `/fleet-install?kind=appVersion&id=${String(version.id)}` });
    await user.click(
      await screen.findByRole('radio', { name: 'Lista o CSV de números de serie' }, { timeout: 15_000 }),
    );
    await user.click(screen.getByLabelText('Números de serie'));
    await user.paste(String(offline.serialNumber));
    expect((screen.getByLabelText('Esperar a los terminales sin conexión (días)') as HTMLInputElement).value).toBe('7');
    await user.click(screen.getByRole('button', { name: 'Ver impacto' }));
    await screen.findByRole('region', { name: 'Impacto' });
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByRole('tab', { name: 'Esperando al terminal (1)' }, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Pendiente (0)' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('1 esperan a que su terminal se conecte.');
    await user.click(screen.getByRole('button', { name: 'Cancelar los que esperan (1)' }));
    const table = screen.getByRole('table', { name: 'Estado de la instalación' });
    expect(await within(table).findByText('Cancelado')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Esperando al terminal (0)' })).toBeTruthy();
  }, 40_000);

  it('tells a user without the install permission instead of showing the form', async () => {
    const { version } = setting();
    await renderConsole({ route: `/fleet-install?kind=appVersion&id=${String(version.id)}`, as: 'readonly' });
    expect(await screen.findByText(/No tiene permiso|no tiene permiso/, {}, { timeout: 15_000 })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Ver impacto' })).toBeNull();
  }, 30_000);
});
