import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderConsole } from '../../../src/testing/renderConsole';
import { subsidies } from '../schema';

const jsonFile = (content: unknown, name = 'subsidios.json') =>
  new File([typeof content === 'string' ? content : JSON.stringify(content)], name, { type: 'application/json' });

/** The list's first render on two busy cores (its chunk, the sidebar, the first page). */
const FIRST_RENDER = 15_000;
const ALL = { pagination: { page: 1, perPage: 100 }, sort: { field: 'index', order: 'ASC' as const }, filter: {} };

/** Subsidies JSON import with a preview, all or nothing (fakerest, the sandbox's plan). */
describe('subsidies JSON import', { timeout: 40_000 }, () => {
  it('shows every bad entry and saves nothing, then previews and saves a good file', async () => {
    const { user, dataProvider } = await renderConsole({ as: 'admin', entityId: 3, route: '/Subsidies' });
    const before = (await dataProvider.getList(subsidies.resource, ALL)).data;
    // Role queries walk the whole console (sidebar included): the button is found by its text.
    await user.click(await screen.findByText('Importar JSON', {}, { timeout: FIRST_RENDER }));
    const dialog = await screen.findByRole('dialog');
    const picker = within(dialog).getByLabelText('Elegir archivo JSON');

    await user.upload(picker, jsonFile('{ not json'));
    expect(await within(dialog).findByText('El archivo no es JSON válido.')).toBeInTheDocument();

    await user.upload(
      picker,
      jsonFile([
        { index: 0, name: 'Aliméntate', label: 'ALIMENTATE RD' },
        { index: 60, name: 'Bono Navideño', label: '' },
      ]),
    );
    const problems = await within(dialog).findByRole('list', { name: /No se guardará nada/ });
    expect(within(problems).getByText('Entrada 2 · Etiqueta')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Importar' })).not.toBeInTheDocument();
    expect((await dataProvider.getList(subsidies.resource, ALL)).data).toEqual(before);

    await user.upload(
      picker,
      jsonFile([
        { index: 0, name: 'Aliméntate', label: 'ALIMENTATE RD' },
        { index: 60, name: 'Bono Navideño', label: 'BONO NAVIDAD' },
      ]),
    );
    const added = await within(dialog).findByRole('region', { name: 'Se añadirán (1)' });
    expect(within(added).getByText('Bono Navideño')).toBeInTheDocument();
    const changed = within(dialog).getByRole('region', { name: 'Se modificarán (1)' });
    expect(within(changed).getByText('ALIMENTATE')).toContainHTML('del');
    expect((await dataProvider.getList(subsidies.resource, ALL)).data).toEqual(before);

    await user.click(within(dialog).getByRole('button', { name: 'Importar' }));
    expect(await screen.findByText('Subsidios importados: 1 añadidos, 1 modificados.')).toBeInTheDocument();
    await waitFor(async () => {
      const after = (await dataProvider.getList(subsidies.resource, ALL)).data;
      expect(after).toHaveLength(before.length + 1);
      expect(after.find((row) => row.index === 0)?.label).toBe('ALIMENTATE RD');
    });
  });

  it('offers readers the export but not the import', async () => {
    await renderConsole({ as: 'readonly', route: '/Subsidies' });
    expect(await screen.findByText('Exportar JSON', {}, { timeout: FIRST_RENDER })).toBeInTheDocument();
    expect(screen.queryByText('Importar JSON')).not.toBeInTheDocument();
  });
});
