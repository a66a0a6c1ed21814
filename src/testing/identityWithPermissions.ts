import type { IdentityClient } from '../../authProvider/identityClient';
import { createMemoryIdentity } from '../../dataProviders/memoryIdentity';
import type { ErrorMapper } from '../../dataProviders/httpClient';

const base64url = (text: string) => btoa(text).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
const fromBase64url = (text: string) => atob(text.replace(/-/g, '+').replace(/_/g, '/'));

/** The same unsigned token with other permissions in its `Permissions` claim. */
export const withPermissionsClaim = (token: string, permissions: readonly string[]) => {
  const [header, payload] = token.split('.');
  const claims = { ...(JSON.parse(fromBase64url(payload)) as object), Permissions: [...permissions] };
  return `${header}.${base64url(JSON.stringify(claims))}.`;
};

/**
 * The in-memory identity issuing the persona's tokens with only these permissions: a role the
 * fixed personas do not have (TERMINAL_REASSIGNMENT without reading commerces, ...).
 */
export const identityWithPermissions =
  (permissions: readonly string[]) =>
  (mapError: ErrorMapper): Partial<IdentityClient> => {
    const memory = createMemoryIdentity(mapError, { token: () => localStorage.getItem('Token') });
    return {
      passwordGrant: async (grant) => {
        const tokens = await memory.passwordGrant(grant);
        return { ...tokens, access_token: withPermissionsClaim(tokens.access_token, permissions) };
      },
      refreshGrant: async (...args) => {
        const tokens = await memory.refreshGrant(...args);
        return { ...tokens, access_token: withPermissionsClaim(tokens.access_token, permissions) };
      },
    };
  };
