import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderConsole } from '../../../../src/testing/renderConsole';
import { reportDownloadLink } from './reportDownloadLink';

/** File names the page handed to the browser, in order. */
let saved: string[] = [];

beforeEach(() => {
  saved = [];
  URL.createObjectURL = vi.fn(() => 'blob:report');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
});

afterEach(() => vi.restoreAllMocks());

describe('/report/download', () => {
  it('prepares the file for the filters, downloads it, downloads again and goes back with the filters', async () => {
    const probe = await renderConsole({ route: '/Terminal/TerminalReport' });
    const { user, requests } = probe;
    // The whole console's first render of a lazy page: 16 s in a full run on 2 busy cores.
    await user.click(await screen.findByRole('link', { name: 'Descargar CSV' }, { timeout: 30_000 }));
    expect(await screen.findByText(/^Se descargó «terminal-report-\d{4}-\d{2}-\d{2}\.csv»\.$/)).toBeTruthy();
    expect(probe.location()?.pathname).toBe('/report/download');
    expect(saved).toHaveLength(1);
    expect(saved[0]).toMatch(/\.csv$/);
    expect(requests.filter((request) => request.startsWith('downloadTerminalReport'))).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Descargar de nuevo' }));
    expect(saved).toEqual([saved[0], saved[0]]);
    await user.click(screen.getByRole('link', { name: 'Volver al reporte' }));
    expect(await screen.findByRole('button', { name: 'Generar reporte' })).toBeTruthy();
  }, 60_000);

  it('says when the address names no file format, and downloads nothing', async () => {
    await renderConsole({ route: '/report/download?format=pdf' });
    expect(
      await screen.findByText(
        'Este enlace de descarga no indica el formato del archivo (Excel o CSV).',
        {},
        { timeout: 15_000 },
      ),
    ).toBeTruthy();
    expect(saved).toHaveLength(0);
  });

  it('turns away a user without the report permission who follows a link', async () => {
    const { location } = await renderConsole({ route: reportDownloadLink({ brandIds: [1] }, 'xlsx'), as: 'readonly' });
    await waitFor(() => expect(location()?.pathname).toBe('/dashboard'), { timeout: 15_000 });
    expect(saved).toHaveLength(0);
  });
});
