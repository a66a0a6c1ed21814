import { screen, waitFor } from '@testing-library/react';
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
  it('counts the located terminals and, without tiles, still draws them on the world outline, crediting no tile server', async () => {
    const { world, requests } = await renderConsole({ route: '/maps' });
    const located = (world.terminals ?? []).filter(
      (row) =>
        row.entityId === 9 &&
        row.deleted !== true &&
        (row.location as { latitude?: number } | undefined)?.latitude != null,
    );
    expect(await screen.findByText(`${located.length} terminales con posición`, { exact: false }, FIRST)).toBeTruthy();
    expect(await screen.findByText(/se muestra el contorno del mundo/, {}, FIRST)).toBeTruthy();
    const map = screen.getByRole('region', { name: 'Mapa de los terminales de la entidad' });
    // The markers are checked in a browser (e2e/dashboards.spec.ts): jsdom gives the map no size,
    // so the view it reports may hold no terminal at all.
    await waitFor(() => expect(map.querySelector('.leaflet-pane path')).not.toBeNull(), FIRST);
    // No tile of the tile server is shown, so the map does not credit it.
    expect(map.querySelector('.leaflet-control-attribution')?.textContent).not.toContain('OpenStreetMap');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(requests.filter((request) => request.startsWith('terminalCoordinates')).length).toBeGreaterThan(0);
  });

  it('names its connection-state filter and choices in words', async () => {
    const { user } = await renderConsole({ route: '/maps' });
    await user.click(await screen.findByRole('combobox', { name: 'Estado de conexión' }, FIRST));
    const choices = await screen.findAllByRole('option');
    expect(choices.map((choice) => choice.textContent)).toEqual(['Todos', 'En línea', 'Sin conexión']);
  });

  it('keeps a partner signed in: no brand filter it may not list, its commerces still offered', async () => {
    const { requests } = await renderConsole({ route: '/maps', as: 'partner' });
    expect(await screen.findByRole('combobox', { name: 'Comercio' }, FIRST)).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Marca' })).not.toBeInTheDocument();
    expect(requests.some((request) => request.includes('brands'))).toBe(false);
    expect(await screen.findByText('terminales con posición', { exact: false }, FIRST)).toBeTruthy();
  });

  it('tells a user who may not read terminals, instead of a map', async () => {
    await renderConsole({ route: '/maps', as: 'noperm' });
    expect(await screen.findByText('No tiene permiso para ver los terminales.', {}, FIRST)).toBeTruthy();
  });
});
