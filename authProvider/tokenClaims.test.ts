import { describe, expect, it, vi } from 'vitest';
import { jwtDecode } from 'jwt-decode';
import { decodeClaims, permissionsOfToken } from './tokenClaims';

vi.mock('jwt-decode', async (original) => {
  const actual = await original<typeof import('jwt-decode')>();
  return { jwtDecode: vi.fn(actual.jwtDecode) };
});

const tokenOf = (claims: Record<string, unknown>) => `h.${btoa(JSON.stringify(claims))}.s`;

describe('token claims', () => {
  it('decodes a token once however often its claims are asked for', () => {
    const token = tokenOf({ UserId: 7, Permissions: ['TERMINAL_READ', 'COMMERCE_READ'] });
    vi.mocked(jwtDecode).mockClear();
    expect(permissionsOfToken(token)).toEqual(['TERMINAL_READ', 'COMMERCE_READ']);
    expect(permissionsOfToken(token)).toEqual(['TERMINAL_READ', 'COMMERCE_READ']);
    expect(decodeClaims(token)?.UserId).toBe(7);
    expect(jwtDecode).toHaveBeenCalledTimes(1);
  });

  it('reads a new token afresh, and an unreadable one as no claims', () => {
    expect(permissionsOfToken(tokenOf({ UserId: 1, Permissions: 'USERS_READ' }))).toEqual(['USERS_READ']);
    expect(permissionsOfToken(tokenOf({ UserId: 1, Permissions: 'APPS_READ' }))).toEqual(['APPS_READ']);
    expect(decodeClaims('not a token')).toBeNull();
    expect(permissionsOfToken('not a token')).toEqual(['NOT_PERMISSION']);
  });
});
