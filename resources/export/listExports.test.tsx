/**
 * The list exports that run in the browser (the terminal list's own and every schema list's),
 * fed hostile aliases and commerce names: the CSV the user saves keeps them inert.
 */
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Row, World } from '../../fixtures/world';
import { renderConsole } from '../../src/testing/renderConsole';
import { HOSTILE, csvCells, expectInertCsv } from './testing/inert';

const saved: Blob[] = [];

beforeEach(() => {
  saved.length = 0;
  // jsdom has no object URLs and no downloads: keep what would have been saved.
  URL.createObjectURL = (blob: Blob | MediaSource) => (saved.push(blob as Blob), 'blob:saved');
  URL.revokeObjectURL = () => undefined;
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

const HOSTILE_COMMERCE = '=HYPERLINK("http://evil","x")';

/** Entity 9's first terminals get hostile aliases, and the first one's commerce a hostile name. */
const hostileWorld = (world: World) => {
  const own = world.terminals.filter((t: Row) => t.entityId === 9 && !t.deleted);
  HOSTILE.forEach((alias, index) => (own[index].alias = alias));
  const commerce = world.commerces.find((c: Row) => c.id === own[0].commerceId) as Row;
  commerce.name = HOSTILE_COMMERCE;
};

const savedText = async () => {
  await waitFor(() => expect(saved).toHaveLength(1));
  return saved[0].text();
};

describe('list exports are inert', () => {
  it('the terminal list: hostile aliases and commerce names', async () => {
    const { user } = await renderConsole({ route: '/Terminal', world: { terminals: 40 }, prepare: hostileWorld });
    await screen.findByText('=HYPERLINK("http://evil","x")', {}, { timeout: 10_000 });
    // The list's own export comes first; the selection's (none here) after it.
    await user.click(screen.getAllByRole('button', { name: 'Exportar' })[0]);
    const text = await savedText();
    expectInertCsv(text, [...HOSTILE, HOSTILE_COMMERCE]);
    expect(csvCells(text)[0]).toContain('Alias');
  }, 40_000);

  it('a schema list (commerces): hostile names', async () => {
    const { user } = await renderConsole({ route: '/commerce', prepare: hostileWorld });
    await screen.findByText(HOSTILE_COMMERCE, {}, { timeout: 10_000 });
    // The list's own export comes first; the selection's (none here) after it.
    await user.click(screen.getAllByRole('button', { name: 'Exportar' })[0]);
    const text = await savedText();
    expectInertCsv(text, [HOSTILE_COMMERCE]);
    expect(csvCells(text)[0][0]).toBe('ID');
  }, 40_000);
});
