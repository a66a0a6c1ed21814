import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PasswordGrant } from '../../../authProvider/identityClient';
import { createMemoryIdentity } from '../../../dataProviders/memoryIdentity';
import type { ErrorMapper } from '../../../dataProviders/httpClient';
import { renderConsole } from '../../../src/testing/renderConsole';

const csvFile = (lines: string[]) => new File([lines.join('\n')], 'terminales.csv', { type: 'text/csv' });

const fromBase64url = (text: string) => atob(text.replace(/-/g, '+').replace(/_/g, '/'));
const toBase64url = (text: string) => btoa(text).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');

/** The admin's identity, but its token lacks the permission to read commerce groups. */
const withoutGroupRead = (mapError: ErrorMapper) => {
  const memory = createMemoryIdentity(mapError, { token: () => localStorage.getItem('Token') });
  return {
    passwordGrant: async (grant: PasswordGrant) => {
      const answer = await memory.passwordGrant(grant);
      const [head, body] = answer.access_token.split('.');
      const claims = JSON.parse(fromBase64url(body)) as { Permissions: string[] };
      claims.Permissions = claims.Permissions.filter((name) => name !== 'GROUP_PARAMETERS');
      return { ...answer, access_token: `${head}.${toBase64url(JSON.stringify(claims))}.` };
    },
  };
};

describe('terminal creation', () => {
  it('offers single entry, CSV file and commerce group from the list', async () => {
    const { user } = await renderConsole({ route: '/Terminal' });
    await user.click(await screen.findByRole('button', { name: 'Crear terminales' }, { timeout: 10_000 }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Alta individual', 'Desde un archivo CSV', 'Por grupo de comercio']);
  });

  it('offers creation by group only to users who may read groups', async () => {
    const { user } = await renderConsole({ route: '/Terminal', identity: withoutGroupRead });
    await user.click(await screen.findByRole('button', { name: 'Crear terminales' }, { timeout: 10_000 }));
    const items = within(await screen.findByRole('menu')).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['Alta individual', 'Desde un archivo CSV']);
    await user.click(items[1]);
    expect(await screen.findByRole('tab', { name: 'Desde un archivo CSV' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByRole('tab', { name: 'Por grupo de comercio' })).not.toBeInTheDocument();
  });

  it('opens single entry when a user who may not read groups asks for creation by group', async () => {
    await renderConsole({ route: '/Terminal/create?by=group', identity: withoutGroupRead });
    expect(await screen.findByRole('tab', { name: 'Alta individual' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByRole('tab', { name: 'Por grupo de comercio' })).not.toBeInTheDocument();
    expect(await screen.findByLabelText(/Número de serie/)).toBeInTheDocument();
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
    const report = await screen.findByRole('table', { name: 'Resultado de la importación' });
    expect(within(report).getByText('TM-0001')).toBeInTheDocument();
    expect(within(report).getByText('PM-0036')).toBeInTheDocument();
    expect(within(report).getByText('TM-0008')).toBeInTheDocument();
    expect(requests).toContain('importTerminals');
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
    expect(requests).not.toContain('importTerminals');
  });
});
