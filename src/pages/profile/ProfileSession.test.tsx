import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expiresAt } from '../../../resources/identity/tokenClaims';
import { createMemoryIdentity } from '../../../dataProviders/memoryIdentity';
import { renderConsole } from '../../testing/renderConsole';

const MINUTE = 60_000;
const QR = { uri: 'otpauth://totp/Consola:noperm?secret=JBSWY3DPEHPK3PXP', qr: '', enabled: false };

/** Profile calls keep the session rules of every data call (spec sections 4 and 8). */
describe('profile calls and the session', { timeout: 40_000 }, () => {
  it('a 401 of a two-factor call ends the session with "session expired" and goes to login', async () => {
    const { location } = await renderConsole({
      route: '/userInfo',
      as: 'noperm',
      identity: (mapError) => ({
        twoFactorQr: async () => {
          throw mapError(401, { Code: 'GM-0001' }, '');
        },
      }),
    });
    expect(await screen.findByText('Su sesión ha expirado. Inicie sesión nuevamente.')).toBeInTheDocument();
    await waitFor(() => expect(location()?.pathname).toBe('/'));
    expect(localStorage.getItem('Token')).toBeNull();
  });

  it('refreshes a token about to expire before the call, as data calls do', async () => {
    const sentWith: string[] = [];
    await renderConsole({
      route: '/userInfo',
      as: 'noperm',
      identity: (mapError) => ({
        // Signed in 55 minutes ago: under 10 minutes of the one-hour token are left.
        passwordGrant: (grant) =>
          createMemoryIdentity(mapError, { token: () => null }, () => Date.now() - 55 * MINUTE).passwordGrant(grant),
        twoFactorQr: async () => {
          sentWith.push(localStorage.getItem('Token') ?? '');
          return QR;
        },
      }),
    });
    expect(await screen.findByRole('heading', { name: 'Autenticación en dos pasos' })).toBeInTheDocument();
    await waitFor(() => expect(sentWith).toHaveLength(1));
    expect(expiresAt(sentWith[0]) - Date.now()).toBeGreaterThan(50 * MINUTE);
  });
});
