import { describe, expect, it } from 'vitest';
import { decodeClaims, permissionsOfToken } from './tokenClaims';

const tokenOf = (claims: Record<string, unknown>) => `h.${btoa(JSON.stringify(claims))}.s`;

describe('token claims', () => {
  it('decodes a token once however often its claims are asked for', () => {
    const token = tokenOf({ UserId: 7, Permissions: ['TERMINAL_READ', 'COMMERCE_READ'] });
    const claims = decodeClaims(token);
    expect(permissionsOfToken(token)).toEqual(['TERMINAL_READ', 'COMMERCE_READ']);
    expect(claims?.UserId).toBe(7);
    // Decoding again would make a new object: the same one means it was decoded once.
    expect(decodeClaims(token)).toBe(claims);
    expect(decodeClaims(tokenOf({ UserId: 7, Permissions: ['TERMINAL_READ', 'COMMERCE_READ'] }))).toBe(claims);
  });

  it('reads a new token afresh, and an unreadable one as no claims', () => {
    expect(permissionsOfToken(tokenOf({ UserId: 1, Permissions: 'USERS_READ' }))).toEqual(['USERS_READ']);
    expect(permissionsOfToken(tokenOf({ UserId: 1, Permissions: 'APPS_READ' }))).toEqual(['APPS_READ']);
    expect(decodeClaims('not a token')).toBeNull();
    expect(permissionsOfToken('not a token')).toEqual(['NOT_PERMISSION']);
  });
});
