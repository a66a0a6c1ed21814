import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { failureLogOf } from '../../dataProviders/errorCatalogueLog';
import { EXPIRED, json, renderOver, serverStandIn } from '../testing/sessionStandIn';

// In a file of its own: react-admin keeps module state across renders (its logout debounce), which a
// session ended by an earlier test in the same module would carry into this one.
describe('a failure only ends the session it belongs to (spec section 4)', { timeout: 40_000 }, () => {
  afterEach(() => vi.restoreAllMocks());

  it('a late 401 of a request sent before an entity switch does not end the new session', async () => {
    const server = serverStandIn({ holdFirstList: true });
    const { services, location } = await renderOver(server, '/brand');
    await server.held;
    const checkError = vi.spyOn(services.authProvider, 'checkError');
    const copyClaimed = vi.spyOn(failureLogOf(services.notices), 'claim');
    await services.authProvider.switchEntity({ password: 'Admin#2026', entityId: 2 });
    const newToken = localStorage.getItem('Token');
    server.answer(json({ Code: 'GM-0001' }, 401));
    await waitFor(() => expect(checkError).toHaveBeenCalled());
    // react-admin has dealt with the 401 once it either signed out or announced the failure (its copy dropped).
    await waitFor(() =>
      expect(copyClaimed.mock.calls.length > 0 || localStorage.getItem('Token') !== newToken).toBe(true),
    );
    expect(localStorage.getItem('Token')).toBe(newToken);
    expect(localStorage.getItem('EntityId')).toBe('2');
    expect(location()?.pathname).toBe('/brand');
    expect(screen.queryByText(EXPIRED)).not.toBeInTheDocument();
  });
});
