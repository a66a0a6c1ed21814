import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderConsole } from '../../../src/testing/renderConsole';

/** A first render on two loaded cores (load average 25 seen) takes up to 45 s. */
const FIRST = { timeout: 60_000 };

describe('the dashboards', { timeout: 90_000 }, () => {
  it('show the monitoring figures of the world: its terminals and how many are online', async () => {
    const { world } = await renderConsole({ route: '/dashboards/monitoring' });
    const fleet = (world.terminals ?? []).filter((row) => row.entityId === 9 && row.deleted !== true);
    expect(await screen.findByTestId('board-figure-terminals', {}, FIRST)).toHaveTextContent(String(fleet.length));
    expect(screen.getByText('Panel de monitorización', { selector: 'h1' })).toBeTruthy();
    const low = fleet.filter((row) => typeof row.batteryLevel === 'number' && row.batteryLevel < 20).length;
    expect(screen.getByTestId('board-figure-lowBattery')).toHaveTextContent(String(low));
    expect(screen.getByText('Nivel de batería', { selector: 'h2' })).toBeTruthy();
  });

  it('list in the sidebar under a folded Dashboards group, and open from there', async () => {
    const { user } = await renderConsole({ shell: true, route: '/dashboards/transactions' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Panel de transacciones' }, FIRST)).toBeTruthy();
    const group = screen.getByRole('group', { name: 'Paneles' });
    await user.click(within(group).getByRole('button', { name: 'Paneles' }));
    await user.click(within(group).getByText('Criptografía'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Panel de criptografía' }, FIRST)).toBeTruthy();
    expect(await screen.findByTestId('board-figure-secured', {}, FIRST)).toHaveTextContent(/^\d+$/);
  });
});
