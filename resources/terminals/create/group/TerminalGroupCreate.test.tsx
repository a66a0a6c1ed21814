import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderConsole } from '../../../../src/testing/renderConsole';

type Row = Record<string, unknown>;

describe('terminal creation by commerce group', () => {
  it('creates the typed serials in the group and reports each refused one with its code', async () => {
    const { world, user, dataProvider } = await renderConsole({ route: '/Terminal/create?by=group' });
    const group = world.groups.find((g: Row) => g.entityId === 9) as Row;
    const model = world.models[0] as Row;
    const brand = world.brands.find((b: Row) => b.id === model.brandId) as Row;
    const taken = world.terminals.find((t: Row) => t.entityId !== 9) as Row;
    const pick = async (label: RegExp, name: string) => {
      await user.type(await screen.findByLabelText(label), name.slice(0, 4));
      await user.click(await screen.findByRole('option', { name }, { timeout: 5000 }));
    };
    await pick(/^Grupo/, String(group.name));
    await pick(/^Marca/, String(brand.name));
    await pick(/^Modelo/, String(model.name));
    const serials = ['GRPTEST00001', 'mal serie', String(taken.serialNumber), 'GRPTEST00002'];
    fireEvent.change(screen.getByLabelText(/Números de serie/), { target: { value: serials.join('\n') } });
    await user.click(screen.getByRole('button', { name: 'Crear las terminales' }));

    expect(await screen.findByText('Terminales creadas: 2', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('Filas rechazadas: 2')).toBeInTheDocument();
    const report = await screen.findByRole('table', { name: 'Resultado de la importación' });
    expect(within(report).getByRole('row', { name: /mal serie.*TM-0001/ })).toBeInTheDocument();
    expect(
      within(report).getByRole('row', { name: new RegExp(`${String(taken.serialNumber)}.*TM-0010`) }),
    ).toBeInTheDocument();
    const { data } = await dataProvider.getList('Terminal', {
      filter: { serialNumber: 'GRPTEST00002' },
      pagination: { page: 1, perPage: 5 },
      sort: { field: 'id', order: 'ASC' },
    });
    expect(data).toMatchObject([{ groupId: group.id, commerceId: group.commerceId, modelId: model.id }]);
  }, 60_000);
});
