import type { SessionReader } from './httpClient';

/**
 * What the in-memory services know of a call's session: its entity, its token where calls depend
 * on who is signed in, and the 2FA code a change carries (the `x-2fa-code` header's stand-in).
 */
export type FakeSession = Pick<SessionReader, 'entityId'> &
  Partial<Pick<SessionReader, 'token'>> & { stepUpCode?(): string | null };
