import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TerminalOperationsDataProvider } from '../../../dataProviders/terminals/operationsMethods';
import { renderConsole } from '../../../src/testing/renderConsole';

const inEntity9 = <T extends { entityId?: number }>(rows: readonly T[]) => rows.filter((row) => row.entityId === 9);

describe('terminal operations pages (fakerest)', () => {
  it('reassignment previews every serial, confirms and moves the terminals', async () => {
    const probe = await renderConsole({ route: '/Terminal/Reassignment' });
    const [a, b] = inEntity9(probe.world.terminals);
    const target = inEntity9(probe.world.commerces).find((c) => c.id !== a.commerceId && c.id !== b.commerceId);
    if (!target) throw new Error('no target commerce');
    const { user, dataProvider, requests } = probe;
    await user.click(await screen.findByLabelText('Números de serie', {}, { timeout: 15_000 }));
    await user.paste(`${a.serialNumber}\nNOEXISTE01\n${b.serialNumber}`);
    await user.click(screen.getByLabelText('Comercio de destino'));
    await user.paste(String(target.name));
    await user.click(await screen.findByRole('option', { name: String(target.name) }));
    await user.click(screen.getByRole('button', { name: 'Previsualizar' }));
    expect(await screen.findByText('Se moverán 2 terminales.')).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Reasignación de terminales' });
    expect(within(table).getByText('Número de serie no encontrado (TM-0002)')).toBeTruthy();
    expect(within(table).getAllByText('Se moverá')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Confirmar' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText(`2 terminales reasignadas a ${target.name}.`)).toBeTruthy();
    expect(requests).toContain('reassignTerminals');
    const { data } = await dataProvider.getOne('Terminal', { id: a.id });
    expect(data.commerceId).toBe(target.id);
  }, 40_000);

  it('reassignment finds terminals by part of their serial on the server and adds them to the list', async () => {
    const probe = await renderConsole({ route: '/Terminal/Reassignment' });
    const [terminal] = inEntity9(probe.world.terminals);
    const serial = String(terminal.serialNumber);
    const { user, requests } = probe;
    const search = await screen.findByLabelText('Buscar terminal por número de serie', {}, { timeout: 15_000 });
    await user.type(search, serial.slice(1, 3));
    expect(await screen.findByText('Escriba al menos 3 caracteres.')).toBeTruthy();
    await user.type(search, serial.slice(3));
    await user.click(await screen.findByRole('option', { name: new RegExp(`^${serial}`) }));
    expect((screen.getByLabelText('Números de serie') as HTMLTextAreaElement).value).toBe(serial);
    expect(screen.getByText('1 número de serie')).toBeTruthy();
    expect(requests.some((request) => request.startsWith('getList Terminal'))).toBe(true);
    await user.type(search, 'ZZZ9');
    expect(await screen.findByText('Ninguna terminal coincide.')).toBeTruthy();
  }, 30_000);

  it('tag assignment by CSV skips and names a terminal that already has 5 tags', async () => {
    const probe = await renderConsole({ route: '/Terminal/Tags/Assignment/VIP' });
    const tags = inEntity9(probe.world.tags);
    const vip = tags.find((tag) => tag.name === 'VIP');
    const [full, other] = inEntity9(probe.world.terminals).filter(
      (t) => !(t.tagIds as number[]).includes(Number(vip?.id)),
    );
    const five = tags
      .filter((tag) => tag.id !== vip?.id)
      .slice(0, 5)
      .map((tag) => tag.id);
    await probe.dataProvider.update('Terminal', { id: full.id, data: { tagIds: five }, previousData: full });
    const { user } = probe;
    await user.click(await screen.findByRole('tab', { name: 'Por CSV' }));
    await user.click(screen.getByLabelText('Números de serie'));
    await user.paste(`${full.serialNumber} ${other.serialNumber}`);
    await user.click(screen.getByRole('button', { name: 'Previsualizar' }));
    const skipped = await screen.findByRole('region', { name: /1 terminal se omite porque superaría 5 etiquetas/ });
    expect(within(skipped).getByText(String(full.serialNumber))).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText(/1 terminal actualizada/)).toBeTruthy();
    const provider = probe.dataProvider as TerminalOperationsDataProvider;
    expect((await provider.getOne('Terminal', { id: other.id })).data.tagIds).toContain(vip?.id);
    expect((await provider.getOne('Terminal', { id: full.id })).data.tagIds).toEqual(five);
  });

  it('the terminal report counts terminals by model', async () => {
    const { user, world } = await renderConsole({ route: '/Terminal/TerminalReport' });
    await user.click(await screen.findByRole('button', { name: 'Generar reporte' }, { timeout: 15_000 }));
    const table = await screen.findByRole('table', { name: 'Terminales por modelo' });
    const total = inEntity9(world.terminals).length;
    expect(within(table).getByText(`Total: ${total} terminales`)).toBeTruthy();
    const models = new Set(inEntity9(world.terminals).map((t) => t.modelId));
    expect(within(table).getAllByRole('row')).toHaveLength(models.size + 2);
  });

  it('the logs page says when a serial number does not exist (TM-0002)', async () => {
    const { user } = await renderConsole({ route: '/Terminal/logs' });
    await user.type(await screen.findByLabelText('Número de serie'), 'NOEXISTE01');
    await user.click(screen.getByRole('button', { name: 'Activar logs' }));
    expect(await screen.findByText('No existe la terminal NOEXISTE01 (TM-0002).')).toBeTruthy();
  });

  it('readers see none of the operation pages in the sidebar and are turned away from them', async () => {
    const { location } = await renderConsole({ route: '/Terminal/Reassignment', as: 'readonly' });
    await waitFor(() => expect(location()?.pathname).not.toBe('/Terminal/Reassignment'));
    expect(screen.queryByRole('link', { name: 'Reasignación' })).toBeNull();
  });

  it('turns a TAGS_READ reader away from tag assignment, which needs the write-and-read permission', async () => {
    const { location } = await renderConsole({ route: '/Terminal/Tags/Assignment/VIP', as: 'readonly' });
    await waitFor(() => expect(location()?.pathname).toBe('/dashboard'));
    expect(await screen.findByText('No tiene permiso para acceder a esta sección.')).toBeInTheDocument();
  });
});
