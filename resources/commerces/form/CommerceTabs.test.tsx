import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Row } from '../../../fixtures/world';
import { freshWorld, renderConsole } from '../../../src/testing/renderConsole';

const FIRST = { timeout: 30_000 };

const commerceOf = (entityId: number, filter: (row: Row) => boolean = () => true) =>
  freshWorld().commerces.find((row) => row.entityId === entityId && filter(row)) as Row;

describe('the commerce tabs', () => {
  it('opens the tab the URL names', { timeout: 40_000 }, async () => {
    const commerce = commerceOf(9);
    await renderConsole({ route: `/commerce/${commerce.id}?tab=parameters` });
    expect(await screen.findByRole('tab', { name: 'Parámetros' }, FIRST)).toHaveAttribute('aria-selected', 'true');
  });

  it('switches tab on a click', { timeout: 60_000 }, async () => {
    const commerce = commerceOf(9);
    const { user, location } = await renderConsole({ route: `/commerce/${commerce.id}` });
    await user.click(await screen.findByRole('tab', { name: 'Parámetros' }, FIRST));
    await waitFor(() => expect(location()?.search).toBe('?tab=parameters'));
    await waitFor(
      () => expect(screen.getByRole('tab', { name: 'Parámetros' })).toHaveAttribute('aria-selected', 'true'),
      FIRST,
    );
  });
});
