import { act, configure, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderConsole } from '../testing/renderConsole';
import { ENTITY_SETTLE_MS } from './useOtherTabsSession';

// The whole console renders in each test, with lazy chunks compiled on first use: allow for it.
configure({ asyncUtilTimeout: 10_000 });

/** What the browser does in this tab when another tab writes the shared storage. */
const otherTabWrites = (key: string, newValue: string | null) => {
  const oldValue = localStorage.getItem(key);
  if (newValue === null) localStorage.removeItem(key);
  else localStorage.setItem(key, newValue);
  act(() => {
    window.dispatchEvent(new StorageEvent('storage', { key, oldValue, newValue, storageArea: localStorage }));
  });
};

describe('other tabs', () => {
  afterEach(() => vi.useRealTimers());

  it('a logout in another tab logs this one out: caches dropped, back to /', async () => {
    const { location } = await renderConsole({ shell: true, as: 'admin', route: '/Terminal' });
    await screen.findByRole('button', { name: /Menú de usuario/ });
    ['UserName', 'RefreshToken', 'FirstName', 'LastName', 'UserId', 'Entities', 'EntityConfig'].forEach((key) =>
      localStorage.removeItem(key),
    );
    otherTabWrites('Token', null);
    otherTabWrites('Logout', 'true');
    await waitFor(() => expect(location()?.pathname).toBe('/'));
    expect(screen.queryByRole('button', { name: /Menú de usuario/ })).not.toBeInTheDocument();
  });

  it('ignores a token refreshed by another tab', async () => {
    const { location } = await renderConsole({ shell: true, as: 'admin', route: '/Terminal' });
    await screen.findByRole('button', { name: /Menú de usuario/ });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    otherTabWrites('Token', `${localStorage.getItem('Token')}`);
    otherTabWrites('Language', 'en');
    // Past the moment a switch taken from these writes would be followed, or a logout would have ended.
    await act(() => vi.advanceTimersByTimeAsync(ENTITY_SETTLE_MS));
    expect(location()?.pathname).toBe('/Terminal');
    expect(screen.getByRole('button', { name: /Menú de usuario/ })).toBeInTheDocument();
  });

  it('follows an entity switch made in another tab to the dashboard', async () => {
    const { location, services } = await renderConsole({ shell: true, as: 'admin', route: '/Terminal' });
    await screen.findByRole('button', { name: 'Entidad: Marketplace Operaciones' });
    // The other tab stores the new session: same shared storage, so the switch is real here too.
    await services.authProvider.switchEntity({ password: 'Admin#2026', entityId: 2 });
    act(() => {
      window.dispatchEvent(
        new StorageEvent('storage', { key: 'EntityId', oldValue: '9', newValue: '2', storageArea: localStorage }),
      );
    });
    await waitFor(() => expect(location()?.pathname).toBe('/dashboard'));
    expect(await screen.findByRole('button', { name: 'Entidad: Banco Ibérico' })).toBeInTheDocument();
  });
});
