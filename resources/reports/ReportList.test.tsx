import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderConsole } from '../../src/testing/renderConsole';

/** A first render on two loaded cores takes long (load average 25 seen). */
const FIRST = { timeout: 60_000 };

describe('the saved reports', { timeout: 90_000 }, () => {
  it('each run into the terminal report download with its own filters', async () => {
    const { world } = await renderConsole({ route: '/Reports' });
    await screen.findAllByLabelText(/^Ejecutar el reporte /, {}, FIRST);
    const first = (world.reports ?? []).find((row) => row.entityId === 9 && row.kind === 'terminal');
    if (!first) throw new Error('no terminal report');
    const run = screen.getByLabelText(`Ejecutar el reporte ${String(first.name)}`);
    const target = new URL(String(run.getAttribute('href')), 'http://console');
    expect(target.pathname).toBe('/report/download');
    expect(target.searchParams.get('format')).toBe('xlsx');
    const filter = JSON.parse(target.searchParams.get('filter') ?? '{}') as Record<string, unknown>;
    if (first.connectionType) expect(filter.connectionType).toBe(first.connectionType);
    if (Array.isArray(first.brandIds) && first.brandIds.length) expect(filter.brandIds).toEqual(first.brandIds);
  });

  it("runs a user report into a real file of the entity's users", async () => {
    const saved: string[] = [];
    URL.createObjectURL = vi.fn(() => 'blob:report');
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const { user, requests, location } = await renderConsole({ route: '/Reports' });
    await user.click(await screen.findByLabelText('Ejecutar el reporte Usuarios y sus roles', {}, FIRST));
    expect(await screen.findByText(/^Se descargó «user-report-\d{4}-\d{2}-\d{2}\.xlsx»\.$/, {}, FIRST)).toBeTruthy();
    expect(location()?.search).toBe('?kind=user&format=xlsx');
    expect(saved).toEqual([expect.stringMatching(/^user-report-.*\.xlsx$/)]);
    expect(requests.filter((request) => request.startsWith('downloadTableReport'))).toHaveLength(1);
  });
});

afterEach(() => vi.restoreAllMocks());
