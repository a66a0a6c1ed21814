import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderConsole } from '../../src/testing/renderConsole';

const SLOW = { timeout: 45_000 };

const aliases = () =>
  within(screen.getAllByRole('rowgroup')[1])
    .getAllByRole('row')
    .map((row) => within(row).getAllByRole('cell')[2].textContent);

/** jsdom lays nothing out: each table row gets a 40 px band by its place, so @dnd-kit's keyboard finds its neighbours. */
const ROW = 40;
const layoutRows = () =>
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const row = this.closest('tr');
    const index = row?.parentElement ? Array.from(row.parentElement.children).indexOf(row) : 0;
    return DOMRect.fromRect({ x: 0, y: index * ROW, width: 800, height: ROW });
  });

describe('wifi networks by priority', { timeout: 120_000 }, () => {
  beforeEach(() => void layoutRows());
  afterEach(() => vi.restoreAllMocks());

  it('moves a network up from the keyboard on its handle and saves the new priorities', async () => {
    const { user, dataProvider } = await renderConsole({ as: 'admin', route: '/settings/networks' });
    // Label queries: role queries over the administrator's whole sidebar are slow in jsdom.
    const handle = await screen.findByLabelText(/^Mover .+, prioridad 3$/, {}, SLOW);
    const before = aliases();
    handle.focus();
    // Space picks the row up, the arrow moves it, Space drops it.
    await user.keyboard(' ');
    await user.keyboard('{ArrowUp}');
    await user.keyboard(' ');
    await waitFor(() => expect(aliases()).toEqual([before[0], before[2], before[1], ...before.slice(3)]));
    await waitFor(() => expect(screen.getByLabelText(`Mover ${before[2]}, prioridad 2`)).toHaveFocus());
    await user.keyboard(' ');
    await user.keyboard('{ArrowUp}');
    await user.keyboard(' ');
    await waitFor(async () => {
      const { data } = await dataProvider.getList('settings/networks', {
        pagination: { page: 1, perPage: 100 },
        sort: { field: 'priority', order: 'ASC' },
        filter: {},
      });
      expect(data.map((network) => network.alias)).toEqual([before[2], before[0], before[1], ...before.slice(3)]);
      expect(data.map((network) => network.priority)).toEqual(data.map((_, index) => index + 1));
    }, SLOW);
  });

  it('lists the networks to a user without the networks permission, with no handle to move them', async () => {
    await renderConsole({ as: 'noperm', route: '/settings/networks' });
    await waitFor(() => expect(aliases().length).toBeGreaterThan(2), SLOW);
    expect(screen.queryByLabelText(/^Mover /)).not.toBeInTheDocument();
    expect(screen.queryByText('No tiene permiso para acceder a esta sección.')).not.toBeInTheDocument();
  });
});
