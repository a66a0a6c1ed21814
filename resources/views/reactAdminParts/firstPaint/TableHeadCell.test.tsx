import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderConsole } from '../../../../src/testing/renderConsole';

const searchOf = (location: () => { search: string } | undefined) => new URLSearchParams(location()?.search);

describe('a list column header', () => {
  it('sorts by its column, its button naming the order it sorts by next, also in its tooltip', async () => {
    const { user, location } = await renderConsole({ route: '/Terminal', world: { terminals: 30, now: Date.now() } });
    const table = await screen.findByRole('table', {}, { timeout: 5000 });
    await user.click(await within(table).findByRole('button', { name: 'Ordenar por alias ascendente' }));
    await waitFor(() => expect(searchOf(location).get('sort')).toBe('alias'));
    expect(searchOf(location).get('order')).toBe('ASC');
    const next = within(table).getByRole('button', { name: 'Ordenar por alias descendente' });
    await user.hover(next);
    expect(await screen.findByRole('tooltip', {}, { timeout: 3000 })).toHaveTextContent(
      'Ordenar por alias descendente',
    );
  });

  it('is left out with its column when the column is hidden, and has no sort button when the field does not sort', async () => {
    await renderConsole({ route: '/Terminal', world: { terminals: 30, now: Date.now() } });
    const table = await screen.findByRole('table', {}, { timeout: 5000 });
    await within(table).findByRole('columnheader', { name: /Número de serie/ });
    // The selection's and the nine shown columns': the nine hidden ones (Android version, IMEI...) are left out.
    expect(within(table).getAllByRole('columnheader')).toHaveLength(10);
    const state = within(table).getByRole('columnheader', { name: 'Estado' });
    expect(within(state).queryByRole('button')).not.toBeInTheDocument();
  });
});
