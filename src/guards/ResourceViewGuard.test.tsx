import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderConsole } from '../testing/renderConsole';

/** Calls that would reach a service the read-only persona may not read (sandbox: 403). */
const unreadable = ['group'];
const askedForUnreadable = (requests: readonly string[]) =>
  requests.filter((request) => unreadable.some((resource) => request.endsWith(` ${resource}`)));

describe('resource view guard', () => {
  it('sends a read-only user away from a create page before the form asks for anything', async () => {
    const { location, requests } = await renderConsole({ as: 'readonly', route: '/Terminal/create' });
    expect(await screen.findByText('No tiene permiso para acceder a esta sección.')).toBeInTheDocument();
    await waitFor(() => expect(location()?.pathname).toBe('/dashboard'));
    expect(requests.filter((request) => request.endsWith(' Terminal'))).toEqual([]);
    expect(askedForUnreadable(requests)).toEqual([]);
  });

  it('lists what the user may read without filtering by, or fetching, what it may not', async () => {
    const { user, requests, world } = await renderConsole({ as: 'readonly', route: '/Terminal' });
    const serial = (world.terminals as unknown as { serialNumber: string; entityId: number }[]).find(
      (terminal) => terminal.entityId === 9,
    )?.serialNumber;
    expect(await screen.findByText(serial ?? '', {}, { timeout: 8000 })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Agregar filtro' }));
    expect(await screen.findByRole('menuitemcheckbox', { name: 'Comercio' })).toBeInTheDocument();
    // TAGS_READ reads tags: the reader filters by them.
    expect(screen.getByRole('menuitemcheckbox', { name: 'Etiquetas' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitemcheckbox', { name: 'Grupo' })).not.toBeInTheDocument();
    expect(askedForUnreadable(requests)).toEqual([]);
  });

  it('gives an administrator the reference filters and choices', async () => {
    const { user } = await renderConsole({ as: 'admin', route: '/Terminal' });
    await user.click(await screen.findByRole('button', { name: 'Agregar filtro' }, { timeout: 8000 }));
    expect(await screen.findByRole('menuitemcheckbox', { name: 'Etiquetas' })).toBeInTheDocument();
    expect(screen.getByRole('menuitemcheckbox', { name: 'Grupo' })).toBeInTheDocument();
  });
});
