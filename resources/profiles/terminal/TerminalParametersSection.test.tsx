import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { freshWorld, renderConsole } from '../../../src/testing/renderConsole';

const FIRST = { timeout: 30_000 };

/** A terminal of entity 9 whose profile is active, so it has the seeded profile parameters. */
const terminalWithActiveProfile = () => {
  const world = freshWorld();
  const active = new Set(world.profiles.filter((p) => p.status === 'ACTIVE').map((p) => p.id));
  return world.terminals.find((t) => t.entityId === 9 && active.has(Number(t.profileId))) as { id: number };
};

describe('terminal parameters tab', () => {
  it('shows each value with its source and overrides one on the terminal, refused out of range', async () => {
    const terminal = terminalWithActiveProfile();
    const { user, requests } = await renderConsole({ route: `/Terminal/${terminal.id}/show/parameters` });
    const row = (await screen.findByText('Tiempo de espera de conexión (s)', {}, FIRST)).closest('tr') as HTMLElement;
    expect(within(row).getByText('Perfil')).toBeInTheDocument();
    expect(screen.queryByText('Contraseña de administrador')).not.toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: 'Sobrescribir' }));
    const dialog = await screen.findByRole('dialog');
    const value = within(dialog).getByLabelText('Valor');
    fireEvent.change(value, { target: { value: '4' } });
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialog).findByText('Debe estar entre 5 y 120.')).toBeInTheDocument();
    expect(requests).not.toContain('saveTerminalParameters');

    fireEvent.change(value, { target: { value: '20' } });
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Parámetros del terminal guardados', {}, FIRST)).toBeInTheDocument();
    const saved = screen.getByText('Tiempo de espera de conexión (s)').closest('tr') as HTMLElement;
    expect(within(saved).getByText('Terminal')).toBeInTheDocument();
    expect(within(saved).getByText('30 (Perfil)')).toBeInTheDocument();
  }, 60_000);
});
