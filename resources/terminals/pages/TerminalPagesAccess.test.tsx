import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { identityWithPermissions, withPermissionsClaim } from '../../../src/testing/identityWithPermissions';
import { renderConsole, type RecordedRequest } from '../../../src/testing/renderConsole';
import { brands } from '../../brands/schema';
import { commerces } from '../../commerces/schema';
import { groups } from '../../groups/schema';
import { models } from '../../models/schema';
import { terminals } from '../schema';

const inEntity9 = <T extends { entityId?: number }>(rows: readonly T[]) => rows.filter((row) => row.entityId === 9);

/** Reads of resources a user may not list: each one the service would refuse with a 403. */
const readsOf = (requests: readonly RecordedRequest[], resources: readonly string[]) =>
  requests.filter((request) => {
    const [method, resource] = request.split(' ');
    return method.startsWith('get') && resources.includes(resource);
  });

const unreadable = [commerces.resource, groups.resource, brands.resource, models.resource, terminals.resource];

describe('terminal pages for a user who may not read what their pickers offer (fakerest)', () => {
  it('reassignment takes the target commerce typed, asks for no list, and keeps the user there, signed in', async () => {
    const { user, world, requests, location, dataProvider } = await renderConsole({
      route: '/Terminal/Reassignment',
      identity: identityWithPermissions(['TERMINAL_REASSIGNMENT']),
    });
    const [a, b] = inEntity9(world.terminals);
    const target = inEntity9(world.commerces).find((c) => c.id !== a.commerceId && c.id !== b.commerceId);
    if (!target) throw new Error('no target commerce');
    await user.click(await screen.findByLabelText('Números de serie', {}, { timeout: 15_000 }));
    await user.paste(`${a.serialNumber}\n${b.serialNumber}`);
    expect(screen.queryByLabelText('Buscar terminal por número de serie')).toBeNull();
    const commerce = screen.getByRole('textbox', { name: 'Comercio de destino' });
    expect(screen.getByText('No tiene permiso para consultar esta lista: escriba el identificador.')).toBeTruthy();
    await user.type(commerce, 'abc');
    expect(screen.getByText('Escriba identificadores numéricos, separados por comas.')).toBeTruthy();
    await user.clear(commerce);
    await user.type(commerce, String(target.id));
    expect(screen.queryByLabelText('Grupo de destino (opcional)')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Previsualizar' }));
    expect(await screen.findByText('Se moverán 2 terminales.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Confirmar' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText(`2 terminales reasignadas a ${target.id}.`)).toBeTruthy();
    expect(readsOf(requests, unreadable)).toEqual([]);
    expect(location()?.pathname).toBe('/Terminal/Reassignment');
    expect(localStorage.getItem('Token')).not.toBeNull();
    // Read back as a user who may read terminals, which this one may not.
    localStorage.setItem('Token', withPermissionsClaim(localStorage.getItem('Token') ?? '', ['TERMINALS_READ']));
    expect((await dataProvider.getOne(terminals.resource, { id: a.id })).data.commerceId).toBe(target.id);
  }, 40_000);

  it('tag assignment by filters hides the brand, model and commerce filters and asks for none of them', async () => {
    const { user, requests, location } = await renderConsole({
      route: '/Terminal/Tags/Assignment/VIP',
      identity: identityWithPermissions(['TAGS_WRITE_AND_READ']),
    });
    await user.click(await screen.findByRole('tab', { name: 'Por filtros' }, { timeout: 15_000 }));
    expect(await screen.findByLabelText('Versión de Android')).toBeTruthy();
    for (const label of ['Marcas', 'Modelos', 'Comercios']) expect(screen.queryByLabelText(label)).toBeNull();
    await user.type(screen.getByLabelText('Versión de Android'), '12');
    await user.click(screen.getByRole('button', { name: 'Previsualizar' }));
    expect(await screen.findByText(/coinciden|coincide/)).toBeTruthy();
    expect(readsOf(requests, unreadable)).toEqual([]);
    expect(location()?.pathname).toBe('/Terminal/Tags/Assignment/VIP');
  }, 30_000);

  it('the terminal report offers models but not brands to a user who may read only models', async () => {
    const { requests } = await renderConsole({
      route: '/Terminal/TerminalReport',
      identity: identityWithPermissions(['MANAGE_REPORT_PERMISSION', 'TAGS_READ', 'MODELS_READ']),
    });
    expect(await screen.findByLabelText('Modelos', {}, { timeout: 15_000 })).toBeTruthy();
    expect(screen.queryByLabelText('Marcas')).toBeNull();
    await waitFor(() => expect(requests).toContain(`getList ${models.resource}`));
    expect(readsOf(requests, [brands.resource])).toEqual([]);
  });
});

describe('the terminal report entity filter (fakerest)', () => {
  it('offers the entities the reports service lists and reports over the one chosen', async () => {
    const { user, world, requests } = await renderConsole({ route: '/Terminal/TerminalReport' });
    const entities = await screen.findByRole('combobox', { name: 'Entidades' }, { timeout: 15_000 });
    expect(requests).toContain('terminalReportEntities');
    await user.click(entities);
    const offered = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(offered).toEqual([
      'Marketplace Operaciones',
      'Banco Ibérico',
      'Procesadora Caribe',
      'Adquirente Austral',
      'Banco de los Andes',
    ]);
    await user.click(screen.getByRole('option', { name: 'Banco Ibérico' }));
    await user.click(screen.getByRole('button', { name: 'Generar reporte' }));
    const table = await screen.findByRole('table', { name: 'Terminales por modelo' });
    const total = world.terminals.filter((terminal) => terminal.entityId === 2).length;
    expect(within(table).getByText(`Total: ${total} terminales`)).toBeTruthy();
  });
});
