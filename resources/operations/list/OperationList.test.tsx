import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Row } from '../../../fixtures/world';
import { renderConsole } from '../../../src/testing/renderConsole';
import { totalsOf } from '../totals';

const cents = (row: Row) => Math.round(Number(row.amount) * 100);

describe('operations list (fakerest)', () => {
  it('shows the totals of what the filter finds, void operations apart', async () => {
    const filter = { status: 'CLOSED', type: 'SALE' };
    const { world } = await renderConsole({
      route: `/operations?filter=${encodeURIComponent(JSON.stringify(filter))}`,
    });
    const found = world.operations.filter((o: Row) => o.entityId === 9 && o.status === 'CLOSED' && o.type === 'SALE');
    const expected = totalsOf(found.map((o: Row) => ({ type: 'SALE', status: 'CLOSED', count: 1, cents: cents(o) })));
    expect(await screen.findByText('Totales del filtro', {}, { timeout: 40_000 })).toBeTruthy();
    await waitFor(() =>
      expect(document.querySelector('[data-figure="sales"]')?.textContent).toBe(
        expected.sales.amount.toLocaleString('es', { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
      ),
    );
    expect(document.querySelector('[data-figure="void"]')?.textContent).toBe('0,00');
    expect(screen.getByText(`${found.length} operaciones`)).toBeTruthy();
  }, 90_000);
});
