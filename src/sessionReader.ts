import type { SessionReader } from '../dataProviders/httpClient';

/** Storage keys of the session (spec section 4), plus the selected entity. */
export const sessionKeys = {
  userName: 'UserName',
  token: 'Token',
  refreshToken: 'RefreshToken',
  firstName: 'FirstName',
  lastName: 'LastName',
  userId: 'UserId',
  logout: 'Logout',
  entityId: 'EntityId',
} as const;

export const browserSession: SessionReader = {
  token: () => localStorage.getItem(sessionKeys.token),
  entityId: () => localStorage.getItem(sessionKeys.entityId),
};
