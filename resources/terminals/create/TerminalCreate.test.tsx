import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderConsole } from '../../../src/testing/renderConsole';

const csvFile = (lines: string[]) => new File([lines.join('\n')], 'terminales.csv', { type: 'text/csv' });

describe('terminal creation', () => {
  it('offers single entry, CSV file and commerce group from the list', async () => {
    const { user } = await renderConsole({ route: '/Terminal' });
    await user.click(await screen.findByRole('button', { name: 'Crear terminales' }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Alta individual', 'Desde un archivo CSV', 'Por grupo de comercio']);
  });

  it('imports a CSV through the typed import method: good rows land, bad ones are reported with codes', async () => {
    const { world, user, requests, dataProvider } = await renderConsole({ route: '/Terminal/create?by=csv' });
    const group = world.groups.find((g) => g.entityId === 9);
    const commerce = world.commerces.find((c) => c.id === group?.commerceId);
    const model = world.models[0];
    const brand = world.brands.find((b) => b.id === model.brandId);
    const row = (serial: string, brandName = String(brand?.name)) =>
      `${serial},,${String(commerce?.commerceCode)},${String(group?.name)},${brandName},${String(model.name)},,,`;
    const file = csvFile([
      'serialNumber,alias,commerceCode,group,brand,model,profile,owner,distributor',
      row('COMPTEST0001'),
      row('bad'),
      row('COMPTEST0002', 'Sin marca'),
      row('COMPTEST0001'),
    ]);
    await user.upload(await screen.findByTestId('terminal-csv-input'), file);
    expect(await screen.findByText('Filas leídas: 4. Listas para importar: 2. Con problemas: 2.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /Importar las filas correctas/ }));

    expect(await screen.findByText('Terminales creadas: 1')).toBeInTheDocument();
    expect(screen.getByText('Filas rechazadas: 3')).toBeInTheDocument();
    const report = screen.getByRole('table', { name: 'Resultado de la importación' });
    expect(within(report).getByText('TM-0001')).toBeInTheDocument();
    expect(within(report).getByText('PM-0036')).toBeInTheDocument();
    expect(within(report).getByText('TM-0008')).toBeInTheDocument();
    expect(requests).toContain('importTerminals Terminal');
    await waitFor(async () => {
      const { data } = await dataProvider.getList('Terminal', {
        filter: { serialNumber: 'COMPTEST0001' },
        pagination: { page: 1, perPage: 5 },
        sort: { field: 'id', order: 'ASC' },
      });
      expect(data).toHaveLength(1);
    });
  });

  it('refuses a header without the required columns (PM-0034) before sending anything', async () => {
    const { user, requests } = await renderConsole({ route: '/Terminal/create?by=csv' });
    await user.upload(await screen.findByTestId('terminal-csv-input'), csvFile(['serial,alias', 'PAX000000001,Caja']));
    expect(await screen.findByText('El encabezado del archivo no es correcto.')).toBeInTheDocument();
    expect(screen.getByText(/Columnas desconocidas: serial\./)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Importar las filas correctas/ })).toBeDisabled();
    expect(requests).not.toContain('importTerminals Terminal');
  });
});
