import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { firstMessagesOnly } from '../testing/firstMessagesOnly';
import { renderConsole } from '../testing/renderConsole';

// The whole console renders in each test, with lazy chunks compiled on first use: allow for it.
configure({ asyncUtilTimeout: 15_000 });

/** Opens every folded group of the sidebar, so each of its links is drawn. */
const unfoldSidebar = async (user: Awaited<ReturnType<typeof renderConsole>>['user']) => {
  const menu = await screen.findByRole('navigation', { name: 'Menú principal' });
  for (const folded of within(menu).queryAllByRole('button', { expanded: false })) await user.click(folded);
  await waitFor(() => expect(within(menu).queryAllByRole('button', { expanded: false })).toEqual([]));
};

/**
 * The first screens render from the messages the signed-in layout waits for: a text they take
 * from the other screens' chunk would show as its key until that chunk came.
 */
describe('the first screens’ texts', () => {
  it('cover the layout and the home page with its first chart', async () => {
    const texts = await firstMessagesOnly('es');
    const { user } = await renderConsole({ route: '/dashboard', shell: true, i18nProvider: texts.i18nProvider });
    await unfoldSidebar(user);
    const chart = await screen.findByRole('img', { name: 'Operaciones por mes' });
    await waitFor(() => expect(chart.querySelectorAll('.bar-chart-bar')).toHaveLength(6));
    const latest = await screen.findByRole('list', { name: 'Últimas operaciones' });
    await waitFor(() => expect(within(latest).getAllByRole('link')).toHaveLength(6));
    expect(texts.missing()).toEqual([]);
  }, 40_000);

  it('cover the terminal list, its toolbar and filters', async () => {
    const texts = await firstMessagesOnly('es');
    await renderConsole({ route: '/Terminal', shell: true, i18nProvider: texts.i18nProvider });
    await waitFor(() => expect(screen.getAllByRole('row').length).toBeGreaterThan(1));
    await screen.findByText(/^1-\d+ de \d+$/);
    expect(texts.missing()).toEqual([]);
  }, 40_000);
});
