/** The shape of an app's API key, shared by the sandbox, the in-memory services and the fixtures. */

export const APP_API_KEY_PREFIX = 'ak_';
/** Characters of the key kept in clear to tell keys apart. */
export const APP_KEY_SHOWN_LENGTH = 10;
export const APP_KEY_DAYS = 365;

/** A key's clear part: its prefix and first characters, never enough to use it. */
export const shownPartOf = (key: string) => key.slice(0, APP_KEY_SHOWN_LENGTH);

/** A key can be switched on again only while it has not expired (AM-0009). */
export const hasExpired = (key: Record<string, unknown>, now: number) =>
  typeof key.expirationDate !== 'string' || Date.parse(key.expirationDate) <= now;
