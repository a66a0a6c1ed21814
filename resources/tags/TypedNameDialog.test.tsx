import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderConsole } from '../../src/testing/renderConsole';

/** Opens the reset dialog of the VIP tag from the tag list. */
const openReset = async (user: Awaited<ReturnType<typeof renderConsole>>['user']) => {
  const row = (await screen.findByText('VIP', {}, { timeout: 15_000 })).closest('tr') as HTMLElement;
  await user.click(within(row).getByRole('button', { name: 'Reiniciar' }));
  return screen.findByRole('dialog', { name: 'Reiniciar la etiqueta «VIP»' });
};

describe('typed-name confirmation of a tag', () => {
  it('opens empty again after a reset went through, so no single click resets twice', async () => {
    const { user } = await renderConsole({ route: '/Terminal/Tags' });
    let dialog = await openReset(user);
    await user.type(within(dialog).getByLabelText('Escriba «VIP» para confirmar'), 'VIP');
    await user.click(within(dialog).getByRole('button', { name: 'Reiniciar' }));
    expect(await screen.findByText(/^Etiqueta quitada de \d+ terminal/)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    dialog = await openReset(user);
    expect(within(dialog).getByLabelText('Escriba «VIP» para confirmar')).toHaveValue('');
    expect(within(dialog).getByRole('button', { name: 'Reiniciar' })).toBeDisabled();
  }, 40_000);

  it('opens empty again after being cancelled', async () => {
    const { user } = await renderConsole({ route: '/Terminal/Tags' });
    let dialog = await openReset(user);
    await user.type(within(dialog).getByLabelText('Escriba «VIP» para confirmar'), 'VIP');
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    dialog = await openReset(user);
    expect(within(dialog).getByLabelText('Escriba «VIP» para confirmar')).toHaveValue('');
  }, 40_000);
});
