import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderConsole } from '../../../../src/testing/renderConsole';
import { CSV_BOM } from '../../../export/csv';
import { serialListCsv } from '../../operations/serialList';

const csvFile = (text: string) => new File([text], 'series.csv', { type: 'text/csv' });

/** The serial-list input of the reassignment page, and its hidden file input. */
const openInput = async () => {
  const probe = await renderConsole({ route: '/Terminal/Reassignment' });
  const textarea = (await screen.findByLabelText('Números de serie', {}, { timeout: 15_000 })) as HTMLTextAreaElement;
  const fileInput = document.querySelector('input[type="file"]') as HTMLInputElement;
  const serials = probe.world.terminals
    .filter((t) => t.entityId === 9)
    .slice(0, 3)
    .map((t) => String(t.serialNumber));
  return { ...probe, textarea, fileInput, serials };
};

describe('serial list from a CSV file', () => {
  it('reads back the downloaded serial list: exactly its serials, never its header', async () => {
    const { user, textarea, fileInput, serials } = await openInput();
    await user.upload(fileInput, csvFile(CSV_BOM + serialListCsv(serials)));
    await waitFor(() => expect(textarea.value).toBe(serials.join('\n')));
    expect(screen.getByText('3 números de serie')).toBeTruthy();
    expect(screen.queryByText(/No son números de serie válidos/)).toBeNull();
  });

  it('refuses a file without the serialNumber header (PM-0034) or without serials (GM-0019)', async () => {
    const { user, textarea, fileInput, serials } = await openInput();
    await user.upload(fileInput, csvFile(['Número de serie', ...serials].join('\r\n')));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'El encabezado del archivo no es correcto. El archivo debe empezar por el encabezado «serialNumber» y tener al menos un número de serie.',
    );
    expect(textarea.value).toBe('');
    await user.upload(fileInput, csvFile('serialNumber\r\n'));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toMatch(/^El archivo CSV está vacío\./));
    expect(textarea.value).toBe('');
  });
});
