import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Row, World } from '../../../../fixtures/world';
import { renderConsole } from '../../../../src/testing/renderConsole';

const firstPartner = (world: World) => world.partners.find((p: Row) => p.entityId === 9) as Row;

describe('partner commerces page (fakerest)', () => {
  it('says the partner reaches every commerce until one is assigned, assigns and unassigns', async () => {
    const probe = await renderConsole({
      route: '/partner/commerce',
      prepare: (world) => (firstPartner(world).commerceIds = []),
    });
    const { user, world, dataProvider } = probe;
    const partner = firstPartner(world);
    const commerce = world.commerces.find((c: Row) => c.entityId === 9) as Row;
    expect(
      await screen.findByText('Elija un integrador para ver sus comercios.', {}, { timeout: 40_000 }),
    ).toBeTruthy();
    await user.click(screen.getByRole('combobox', { name: 'Integrador' }));
    await user.paste(String(partner.name));
    await user.click(await screen.findByRole('option', { name: String(partner.name) }));
    expect(
      await screen.findByText('Sin comercios asignados: el integrador accede a todos los comercios de la entidad.'),
    ).toBeTruthy();
    await user.click(screen.getByRole('combobox', { name: 'Comercio a asignar' }));
    await user.paste(String(commerce.name));
    await user.click(await screen.findByRole('option', { name: String(commerce.name) }));
    await user.click(screen.getByRole('button', { name: 'Asignar' }));
    expect(await screen.findByText('El integrador accede solo a 1 comercio asignado.')).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Comercios del integrador' });
    expect(within(table).getByRole('link', { name: String(commerce.name) })).toBeTruthy();
    expect((await dataProvider.getOne('partner', { id: partner.id })).data.commerceIds).toEqual([commerce.id]);
    await user.click(within(table).getByRole('button', { name: `Quitar ${commerce.name}` }));
    expect(
      await screen.findByText('Sin comercios asignados: el integrador accede a todos los comercios de la entidad.'),
    ).toBeTruthy();
  }, 90_000);
});
