import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderConsole } from '../../src/testing/renderConsole';

/** A first render on two loaded cores takes long (load average 25 seen). */
const FIRST = { timeout: 60_000 };

describe('the saved reports', { timeout: 90_000 }, () => {
  it('each run into the terminal report download with its own filters', async () => {
    const { world } = await renderConsole({ route: '/Reports' });
    const [run] = await screen.findAllByLabelText(/^Ejecutar el reporte /, {}, FIRST);
    const name = String(run.getAttribute('aria-label')).replace('Ejecutar el reporte ', '');
    const first = (world.reports ?? []).find((row) => row.entityId === 9 && row.name === name);
    if (!first) throw new Error(`no report named ${name}`);
    const target = new URL(String(run.getAttribute('href')), 'http://console');
    expect(target.pathname).toBe('/report/download');
    expect(target.searchParams.get('format')).toBe('xlsx');
    const filter = JSON.parse(target.searchParams.get('filter') ?? '{}') as Record<string, unknown>;
    if (first.connectionType) expect(filter.connectionType).toBe(first.connectionType);
    if (Array.isArray(first.brandIds) && first.brandIds.length) expect(filter.brandIds).toEqual(first.brandIds);
  });
});
