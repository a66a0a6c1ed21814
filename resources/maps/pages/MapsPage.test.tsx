import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderConsole } from '../../../src/testing/renderConsole';

// jsdom loads no image: the map's tiles never arrive, as offline.
vi.mock('../../terminals/detail/map/tileUrl', async (original) => ({
  ...(await original<typeof import('../../terminals/detail/map/tileUrl')>()),
  TILE_TIMEOUT_MS: 50,
}));

/** A first render on two loaded cores (load average 25 seen) takes up to 45 s. */
const FIRST = { timeout: 60_000 };

describe('the terminal map', { timeout: 90_000 }, () => {
  it('counts the located terminals and, without tiles, lists them in a table', async () => {
    const { world } = await renderConsole({ route: '/maps' });
    const located = (world.terminals ?? []).filter(
      (row) =>
        row.entityId === 9 &&
        row.deleted !== true &&
        (row.location as { latitude?: number } | undefined)?.latitude != null,
    );
    expect(await screen.findByText(`${located.length} terminales con posición`, { exact: false }, FIRST)).toBeTruthy();
    expect(await screen.findByText(/No se pudo cargar el mapa/, {}, FIRST)).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Terminales con su posición' }, FIRST);
    expect((await within(table).findAllByRole('row', {}, FIRST)).length).toBeGreaterThan(1);
  });

  it('tells a user who may not read terminals, instead of a map', async () => {
    await renderConsole({ route: '/maps', as: 'noperm' });
    expect(await screen.findByText('No tiene permiso para ver los terminales.', {}, FIRST)).toBeTruthy();
  });
});
