import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Row, World } from '../../../fixtures/world';
import { renderConsole } from '../../../src/testing/renderConsole';

/** The first screen waits for the sign-in checks and the page's chunk. */
const FIRST = { timeout: 8000 };

/** What the world's operations of an entity give for its newest day (UTC), computed here. */
const newestDayOf = (world: World, entityId: number) => {
  const own = (world.operations ?? []).filter((row) => row.entityId === entityId);
  const day =
    own
      .map((row) => String(row.date).slice(0, 10))
      .sort()
      .at(-1) ?? '';
  const rows = own.filter((row) => String(row.date).startsWith(day));
  const cents = (type: string) =>
    rows.filter((row) => row.type === type).reduce((sum, row) => sum + Math.round(Number(row.amount) * 100), 0);
  const count = (type: string) => rows.filter((row: Row) => row.type === type).length;
  return {
    day,
    currency: String(rows[0]?.currency),
    sales: { count: count('SALE'), amount: cents('SALE') / 100 },
    cancellations: { count: count('CANCELLATION'), amount: cents('CANCELLATION') / 100 },
    refunds: { count: count('REFUND'), amount: cents('REFUND') / 100 },
    net: {
      count: count('SALE') + count('CANCELLATION') + count('REFUND'),
      amount: (cents('SALE') - cents('CANCELLATION') - cents('REFUND')) / 100,
    },
  };
};

const operationsText = (count: number) => `${count} ${count === 1 ? 'operación' : 'operaciones'}`;

const openDayTab = async (user: Awaited<ReturnType<typeof renderConsole>>['user']) => {
  await user.click(await screen.findByRole('tab', { name: 'Transacciones del día' }, FIRST));
  expect(screen.getByRole('tab', { name: 'Transacciones del día' })).toHaveAttribute('aria-selected', 'true');
};

describe('dashboard', () => {
  it('opens on the operations tab: a titled monthly chart and the newest operations', async () => {
    const { world } = await renderConsole({ route: '/dashboard' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Inicio' }, FIRST)).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Operaciones' })).toHaveAttribute('aria-selected', 'true');
    const chart = await screen.findByRole('img', { name: 'Operaciones por mes' });
    await waitFor(() => expect(chart.querySelectorAll('.bar-chart-bar')).toHaveLength(6));
    const ownCount = (world.operations ?? []).filter((row) => row.entityId === 9).length;
    // Every operation of the world is in its last week, so November holds them all.
    expect(chart.querySelector('desc')?.textContent).toContain(
      `noviembre de 2026: ${new Intl.NumberFormat('es').format(ownCount)}.`,
    );

    const latest = await screen.findByRole('list', { name: 'Últimas operaciones' });
    await waitFor(() => expect(within(latest).getAllByRole('link')).toHaveLength(6));
    expect(screen.getByRole('link', { name: 'Ver todas' })).toHaveAttribute('href', '/operations');
  }, 40_000);

  it("shows the newest day's sales, cancellations, net total and refunds as the world's operations add them up", async () => {
    const { user, world } = await renderConsole({ route: '/dashboard' });
    const expected = newestDayOf(world, 9);
    await openDayTab(user);
    const money = new Intl.NumberFormat('es', { style: 'currency', currency: expected.currency });
    await screen.findByTestId('figure-sales');
    for (const key of ['sales', 'cancellations', 'net', 'refunds'] as const) {
      expect(screen.getByTestId(`figure-${key}`).textContent).toBe(money.format(expected[key].amount));
      expect(screen.getByTestId(`figure-${key}-count`).textContent).toBe(operationsText(expected[key].count));
    }
    expect(screen.getByLabelText('Día (UTC)')).toHaveValue(expected.day);
    expect(screen.getByText('Se muestra el último día con operaciones.')).toBeInTheDocument();
    const hourly = await screen.findByRole('img', { name: 'Operaciones por hora' });
    await waitFor(() => expect(hourly.querySelectorAll('.bar-chart-bar')).toHaveLength(24));
  });

  it('switches back and forth between the tabs', async () => {
    const { user } = await renderConsole({ route: '/dashboard' });
    await openDayTab(user);
    expect(await screen.findByTestId('figure-net')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Operaciones por mes' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Operaciones' }));
    expect(await screen.findByRole('img', { name: 'Operaciones por mes' })).toBeInTheDocument();
    expect(screen.queryByTestId('figure-net')).not.toBeInTheDocument();
  });

  it('shows an empty state for a day without operations, and goes back to the newest day', async () => {
    const { user, world } = await renderConsole({ route: '/dashboard' });
    await openDayTab(user);
    await screen.findByTestId('figure-sales');
    fireEvent.change(screen.getByLabelText('Día (UTC)'), { target: { value: '2026-10-01' } });
    expect(await screen.findByText('Sin transacciones')).toBeInTheDocument();
    expect(screen.getByText('No hay transacciones el jueves, 1 de octubre de 2026.')).toBeInTheDocument();
    expect(screen.queryByTestId('figure-sales')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ir al último día con operaciones' }));
    expect(await screen.findByTestId('figure-sales')).toBeInTheDocument();
    expect(screen.getByLabelText('Día (UTC)')).toHaveValue(newestDayOf(world, 9).day);
  });

  it("uses the selected entity's operations and currency", async () => {
    const { user, world } = await renderConsole({ route: '/dashboard', entityId: 3 });
    const expected = newestDayOf(world, 3);
    expect(expected.currency).toBe('DOP');
    await openDayTab(user);
    const money = new Intl.NumberFormat('es', { style: 'currency', currency: 'DOP' });
    expect((await screen.findByTestId('figure-net')).textContent).toBe(money.format(expected.net.amount));
    expect(screen.getByTestId('figure-sales-count').textContent).toBe(operationsText(expected.sales.count));
  });

  it('leaves the newest operations out for a user who may not read operations', async () => {
    await renderConsole({ route: '/dashboard', as: 'partner' });
    expect(await screen.findByRole('img', { name: 'Operaciones por mes' }, FIRST)).toBeInTheDocument();
    expect(screen.queryByText('Últimas operaciones')).not.toBeInTheDocument();
  });

  it('speaks the language of the console', async () => {
    const { user } = await renderConsole({ route: '/dashboard', locale: 'en' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Home' }, FIRST)).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Transactions of the day' }));
    expect(await screen.findByText('Net total')).toBeInTheDocument();
  });
});
