import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { freshWorld, renderConsole } from '../../src/testing/renderConsole';

type Row = { id: number; entityId?: number; name: string };
const world = freshWorld();
const firstOfOperator = (rows: unknown) =>
  [...(rows as Row[])].filter((row) => row.entityId === 9).sort((a, b) => a.name.localeCompare(b.name))[0];

/** A row opens the edit form for writers and the read-only page for readers. */
describe('list row click', () => {
  it('opens a warehouse’s read-only page for a reader, not a form that bounces to the dashboard', async () => {
    const warehouse = firstOfOperator(world.warehouses);
    const { user, location } = await renderConsole({ as: 'readonly', route: '/Warehouses' });
    await user.click(await screen.findByText(warehouse.name, {}, { timeout: 15_000 }));
    await waitFor(() => expect(location()?.pathname).toBe(`/Warehouses/${warehouse.id}/show`));
    expect(screen.queryByText('No tiene permiso para acceder a esta sección.')).not.toBeInTheDocument();
  });

  it('opens the edit form for a user who may write', async () => {
    const warehouse = firstOfOperator(world.warehouses);
    const { user, location } = await renderConsole({ as: 'admin', route: '/Warehouses' });
    await user.click(await screen.findByText(warehouse.name, {}, { timeout: 15_000 }));
    await waitFor(() => expect(location()?.pathname).toBe(`/Warehouses/${warehouse.id}`));
    expect(await screen.findByRole('button', { name: 'Guardar' })).toBeInTheDocument();
  });

  it('turns a TAGS_READ reader away from the tag screens, which need tags write and read', async () => {
    const tag = firstOfOperator(world.tags);
    const { location } = await renderConsole({ as: 'readonly', route: `/Terminal/Tags/${tag.id}/show` });
    await waitFor(() => expect(location()?.pathname).toBe('/dashboard'), { timeout: 15_000 });
    expect(await screen.findByText('No tiene permiso para acceder a esta sección.')).toBeInTheDocument();
  });
});
