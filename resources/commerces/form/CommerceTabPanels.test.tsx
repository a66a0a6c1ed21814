import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Row, World } from '../../../fixtures/world';
import { freshWorld, renderConsole } from '../../../src/testing/renderConsole';

/** The machine the suite runs on may be loaded: a lazy tab's first render can take tens of seconds. */
const SLOW = { timeout: 45_000 };

/** A parameter collection of a group of entity 9, added to the world, and the group's commerce. */
const groupWithParameters = (world: World) => {
  const group = world.groups.find((row) => row.entityId === 9) as Row;
  const groupCollection: Row = {
    id: Math.max(0, ...world.commerceParameters.map((row) => row.id)) + 1,
    entityId: 9,
    commerceId: null,
    groupId: group.id,
    sourceGroupId: null,
    inheritFromGroup: false,
    tipsEnabled: true,
    tipPercentage1: 10,
    taxType: 'ITBIS',
    taxPercentage: 18,
    batchCloseTime: '21:45',
    signatureRequired: false,
    fallbackEnabled: true,
  };
  return { group, groupCollection, commerce: world.commerces.find((row) => row.id === group.commerceId) as Row };
};

describe('the commerce tabs over the fakerest provider', () => {
  it('resets the parameters to the group’s, saved with Guardar', { timeout: 90_000 }, async () => {
    const { group, groupCollection, commerce } = groupWithParameters(freshWorld());
    const { user, dataProvider } = await renderConsole({
      route: `/commerce/${commerce.id}?tab=parameters`,
      prepare: (prepared) => {
        prepared.commerceParameters = [
          ...prepared.commerceParameters.filter((row) => row.commerceId !== commerce.id),
          groupCollection,
        ];
      },
    });
    await screen.findByRole('tab', { name: 'Parámetros', selected: true }, SLOW);
    const source = await screen.findByRole('combobox', { name: 'Grupo del que hereda' }, SLOW);
    await user.type(source, String(group.name).slice(0, 4));
    await user.click(await screen.findByRole('option', { name: String(group.name) }, SLOW));
    await user.click(screen.getByRole('button', { name: 'Restablecer a los del grupo' }));
    await waitFor(() => expect(screen.getByRole('spinbutton', { name: 'Porcentaje del impuesto' })).toHaveValue(18));
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Parámetros guardados.', {}, SLOW)).toBeInTheDocument();
    const { data } = await dataProvider.getList('commerceParameters', {
      filter: { commerceId: commerce.id },
      pagination: { page: 1, perPage: 5 },
      sort: { field: 'id', order: 'ASC' },
    });
    expect(data).toHaveLength(1);
    expect(data[0]).toMatchObject({
      sourceGroupId: group.id,
      taxType: groupCollection.taxType,
      batchCloseTime: groupCollection.batchCloseTime,
    });
  });

  it('lists the terminals with their online state and moves one out to a warehouse', { timeout: 90_000 }, async () => {
    const world = freshWorld();
    const commerce = world.commerces.find(
      (row) =>
        row.entityId === 9 &&
        world.terminals.filter((t) => t.commerceId === row.id && t.warehouseId == null).length >= 2,
    ) as Row;
    const own = world.terminals.filter((t) => t.commerceId === commerce.id && t.warehouseId == null);
    const { user, dataProvider } = await renderConsole({ route: `/commerce/${commerce.id}?tab=terminals` });
    const table = await screen.findByRole('table', { name: 'Terminales' }, SLOW);
    expect(within(table).getAllByRole('row')).toHaveLength(own.length + 1);
    expect(within(table).getAllByText(/^(En línea|Desconectada)$/)).toHaveLength(own.length);
    await user.click(within(table).getByRole('checkbox', { name: String(own[0].serialNumber) }));
    await user.click(screen.getByRole('button', { name: 'Mover al almacén' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('combobox', { name: 'Almacén' }));
    const [warehouse] = world.warehouses.filter((row) => row.entityId === 9);
    await user.click(await screen.findByRole('option', { name: String(warehouse.name) }));
    await user.click(within(dialog).getByRole('button', { name: 'Mover al almacén' }));
    expect(await screen.findByText('Terminales movidas al almacén: 1', {}, SLOW)).toBeInTheDocument();
    const { data } = await dataProvider.getOne('Terminal', { id: own[0].id });
    expect(data.warehouseId).toBe(warehouse.id);
  });

  it(
    'offers products to the operator only, and a QR image without the auth password',
    { timeout: 90_000 },
    async () => {
      const world = freshWorld();
      const code = world.qrCodes.find((row) => row.entityId === 9) as Row;
      const { user } = await renderConsole({ route: `/commerce/${code.commerceId}?tab=qr` });
      expect(
        await screen.findByRole('img', { name: `Código QR del comercio ${String(code.commerceCode)}` }, SLOW),
      ).toBeInTheDocument();
      expect(screen.getByLabelText(/^Contraseña de autenticación/)).toHaveValue('');
      await user.click(screen.getByRole('tab', { name: 'Productos' }));
      expect(await screen.findByText('Nuevo producto', {}, SLOW)).toBeInTheDocument();
    },
  );

  it('hides the products tab from an entity without it', { timeout: 60_000 }, async () => {
    const commerce = freshWorld().commerces.find((row) => row.entityId === 4) as Row;
    await renderConsole({ as: 'acquirer', route: `/commerce/${commerce.id}` });
    expect(await screen.findByRole('tab', { name: 'Parámetros' }, SLOW)).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Productos' })).not.toBeInTheDocument();
  });
});
