import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderConsole } from '../../src/testing/renderConsole';

const FIRST = { timeout: 60_000 };

describe('the activity register after a write', { timeout: 120_000 }, () => {
  it('shows the change a user just saved: who, what, which record and the outcome', async () => {
    const { user, world } = await renderConsole({ shell: true, locale: 'en', route: '/Terminal/Tags' });
    const tag = (world.tags ?? []).find((row) => row.entityId === 9);
    if (!tag) throw new Error('the world has no tag of entity 9');
    await user.click(await screen.findByText(String(tag.name), {}, FIRST));
    const description = await screen.findByLabelText('Description', {}, FIRST);
    await user.clear(description);
    await user.type(description, 'Changed for the register');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Changed for the register', {}, FIRST);

    const menu = await screen.findByRole('navigation', { name: 'Main menu' }, FIRST);
    await user.click(await within(menu).findByRole('link', { name: 'Activity records' }));
    await screen.findByRole('columnheader', { name: 'Outcome' }, FIRST);
    await waitFor(() => expect(document.querySelector('tbody tr')?.textContent).toContain('Update'), FIRST);
    const newest = document.querySelector('tbody tr')?.textContent ?? '';
    expect(newest).toContain('admin');
    expect(newest).toContain('Tag');
    expect(newest).toContain(String(tag.id));
    expect(newest).toContain('Done');
    expect(newest).toContain('PUT /parameters/api/v1/Tag/:id 200');
  });
});
