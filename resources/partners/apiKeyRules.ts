/** The rules of a partner API key, shared by the developer settings screen and the sandbox. */

export const API_KEY_PREFIX = 'pk_';
/** Characters of the key kept in clear to tell keys apart. */
export const SHOWN_PREFIX_LENGTH = 10;

export type ApiKeyState = 'active' | 'expired' | 'revoked';

/** A key is usable up to the end of its expiry day (UTC), unless revoked before. */
export const apiKeyState = (key: Record<string, unknown>, now: Date): ApiKeyState => {
  if (key.revokedAt) return 'revoked';
  const today = now.toISOString().slice(0, 10);
  return typeof key.expiresAt === 'string' && key.expiresAt.slice(0, 10) >= today ? 'active' : 'expired';
};

/** A new key's expiry must be a real day, today or later. */
export const validExpiry = (value: unknown, now: Date): value is string =>
  typeof value === 'string' &&
  /^\d{4}-\d{2}-\d{2}$/.test(value) &&
  !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) &&
  value >= now.toISOString().slice(0, 10);

/**
 * The commerces a key reaches: its own scope if it has one, inside the partner's assigned
 * commerces if those exist; `undefined` means every commerce of the entity.
 */
export const keyCommerces = (
  keyScope: readonly number[] | undefined,
  partnerScope: readonly number[] | undefined,
): readonly number[] | undefined => {
  if (!keyScope || keyScope.length === 0) return partnerScope;
  return partnerScope ? keyScope.filter((id) => partnerScope.includes(id)) : keyScope;
};
