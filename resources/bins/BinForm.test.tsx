import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderConsole } from '../../src/testing/renderConsole';
import { bins } from './schema';

/** The form's first render on two busy cores (its chunk, the sidebar, the other BINs). */
const FIRST_RENDER = 20_000;
const ALL = { pagination: { page: 1, perPage: 100 }, sort: { field: 'id', order: 'ASC' as const }, filter: {} };

/** Installments 1-99, and a BIN's ranges never overlap another BIN's (fakerest answers like the sandbox). */
describe('BIN form', { timeout: 60_000 }, () => {
  it('refuses installments over 99 and a range another BIN covers, saving nothing until both are right', async () => {
    const { user, dataProvider } = await renderConsole({ as: 'admin', route: '/Bines/create' });
    const before = (await dataProvider.getList(bins.resource, ALL)).total ?? 0;
    await user.type(await screen.findByLabelText(/^Nombre/, {}, { timeout: FIRST_RENDER }), 'Visa regalo');
    await user.click(screen.getByLabelText('Agregar'));
    // Visa crédito holds 400000-419999 in the operator's entity.
    const from = await screen.findByLabelText(/^Desde/);
    const to = screen.getByLabelText(/^Hasta/);
    await user.type(from, '419000');
    await user.type(to, '419500');
    const installments = screen.getByLabelText(/^Máximo de cuotas/);
    await user.type(installments, '100');
    await user.click(screen.getByText('Guardar'));
    // The input's own bounds (1-99) stop the submission first, as a browser does.
    expect(installments).toBeInvalid();
    expect((await dataProvider.getList(bins.resource, ALL)).total).toBe(before);

    await user.clear(installments);
    await user.type(installments, '99');
    await user.click(screen.getByText('Guardar'));
    expect(await screen.findByText('Este rango se solapa con el de otro BIN.')).toBeInTheDocument();
    expect((await dataProvider.getList(bins.resource, ALL)).total).toBe(before);

    await user.clear(from);
    await user.type(from, '690000');
    await user.clear(to);
    await user.type(to, '690999');
    await user.click(screen.getByText('Guardar'));
    await waitFor(async () => expect((await dataProvider.getList(bins.resource, ALL)).total).toBe(before + 1));
  });
});
