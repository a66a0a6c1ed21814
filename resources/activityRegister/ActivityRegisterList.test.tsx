import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderConsole } from '../../src/testing/renderConsole';

/** A first render on two loaded cores (load average 25 seen) takes up to 45 s. */
const FIRST = { timeout: 60_000 };

describe('the activity register', { timeout: 90_000 }, () => {
  it("offers the service's object types as a filter and narrows the list to one", async () => {
    const { user, world } = await renderConsole({ route: '/ActivityRegister' });
    const own = (world.activityRegister ?? []).filter((row) => row.entityId === 9);
    expect(await screen.findByText('Exportar Excel', {}, FIRST)).toBeTruthy();
    await user.click(await screen.findByLabelText('Tipo de objeto', {}, FIRST));
    const listbox = await screen.findByRole('listbox', {}, FIRST);
    const types = [...new Set(own.map((row) => String(row.objectType)))].sort();
    // The choices come from the service, which may answer after the list opens.
    await within(listbox).findByText(types[0], {}, FIRST);
    const options = within(listbox).getAllByRole('option');
    expect(options.map((option) => option.textContent).filter((text) => types.includes(String(text)))).toEqual(types);
    await user.click(within(listbox).getByText('Sesión'));
    const sessions = own.filter((row) => row.objectType === 'Sesión').length;
    expect(await screen.findByText(new RegExp(`de ${sessions}$`), {}, FIRST)).toBeTruthy();
    // The table's body draws the page's rows a few at a time.
    await vi.waitFor(() => expect(document.querySelectorAll('tbody tr')).toHaveLength(Math.min(25, sessions)), FIRST);
    const rows = [...document.querySelectorAll('tbody tr')];
    expect(rows.every((row) => row.textContent?.includes('Sesión'))).toBe(true);
  });
});
