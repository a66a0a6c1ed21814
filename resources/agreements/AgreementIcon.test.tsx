import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderConsole } from '../../src/testing/renderConsole';
import { agreements } from './schema';

/** The form's first render on two busy cores. */
const FIRST_RENDER = 20_000;

const file = (name: string, type: string, head: number[], bytes: number) => {
  const content = new Uint8Array(bytes);
  content.set(head);
  return new File([content], name, { type });
};
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** An agreement's icon is uploaded as a PNG or JPG within its size, through the upload path. */
describe('agreement icon upload', { timeout: 60_000 }, () => {
  it('refuses a GIF and an oversized PNG, then saves a PNG icon with the agreement', async () => {
    const { user, dataProvider, location } = await renderConsole({ as: 'admin', route: '/Fidelium/create' });
    await user.type(await screen.findByLabelText(/^Nombre/, {}, { timeout: FIRST_RENDER }), 'Gasolineras Caribe');
    const picker = screen.getByLabelText('Icono', { selector: 'input' });

    // A file chooser lets 'all files' through: the input's `accept` is no check.
    const anyFile = userEvent.setup({ applyAccept: false });
    await anyFile.upload(picker, file('icono.gif', 'image/gif', [0x47, 0x49, 0x46, 0x38], 64));
    expect(await screen.findByText('La imagen debe ser PNG o JPG.')).toBeInTheDocument();
    await user.upload(picker, file('icono.png', 'image/png', PNG, 256 * 1024 + 1));
    expect(await screen.findByText('La imagen supera el tamaño máximo permitido.')).toBeInTheDocument();

    await user.upload(picker, file('icono.png', 'image/png', PNG, 2048));
    expect(await screen.findByRole('img', { name: 'Vista previa de la imagen' })).toBeInTheDocument();
    await user.click(screen.getByText('Guardar'));
    await waitFor(() => expect(location()?.pathname).toMatch(/^\/Fidelium\/\d+$/), { timeout: 10_000 });
    const id = Number(location()?.pathname.split('/').pop());
    const { data } = await dataProvider.getOne(agreements.resource, { id });
    expect(String(data.imageUrl)).toMatch(/^\/app\/api\/v1\/Application\/files\/[0-9a-f-]{36}$/);
  });
});
