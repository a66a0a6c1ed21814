import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EXPIRED, GENERIC_400, MINUTE, json, renderOver, serverStandIn } from '../testing/sessionStandIn';

describe('how a session ends (spec sections 4 and 8)', { timeout: 40_000 }, () => {
  afterEach(() => vi.restoreAllMocks());

  it('a refused refresh from a data call shows only the expiry message and lands on login', async () => {
    const server = serverStandIn({
      lifetimeMs: 5 * MINUTE,
      refresh: () => json({ error: 'invalid_grant', error_description: 'refresh token reuse' }, 400),
    });
    const { location } = await renderOver(server, '/brand');
    expect(await screen.findByText(EXPIRED)).toBeInTheDocument();
    await waitFor(() => expect(location()?.pathname).toBe('/'));
    expect(screen.queryByText(GENERIC_400)).not.toBeInTheDocument();
    expect(screen.getAllByText(EXPIRED)).toHaveLength(1);
    expect(localStorage.getItem('Token')).toBeNull();
    // Landed: the login form is there (and react-admin's own logout has run its course).
    expect(await screen.findByRole('button', { name: 'Entrar' })).toBeVisible();
  });
});
