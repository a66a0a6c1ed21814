/**
 * The rules of onboarding and tutorial videos the console and the sandbox share (spec sections 3
 * and 8): the order is a permutation of the list it reorders, a video past its deactivation date
 * and time is no longer active, and a language goes only if it is not the default.
 */

/** The code refusing a new order, or null: every id once, the same ids the list holds. */
export const orderRefusal = (existingIds: readonly number[], ids: readonly unknown[]): string | null => {
  if (!ids.every((id) => typeof id === 'number' && Number.isSafeInteger(id))) return 'AM-0009';
  const wanted = new Set(ids as number[]);
  if (wanted.size !== ids.length || wanted.size !== existingIds.length) return 'AM-0009';
  return existingIds.every((id) => wanted.has(id)) ? null : 'AM-0009';
};

/** Order numbers 1..n in the order given. */
export const numberedOrder = (ids: readonly number[]) => ids.map((id, index) => ({ id, orderNumber: index + 1 }));

/** A video is deactivated once its deactivation date and time has come. */
export const isDeactivated = (deactivationDate: unknown, now: number): boolean => {
  if (typeof deactivationDate !== 'string' || deactivationDate === '') return false;
  const at = Date.parse(deactivationDate);
  return Number.isFinite(at) && at <= now;
};

/** The code refusing to remove a language, or null: not the default (AM-0023), one it has (AM-0008). */
export const languageRemovalRefusal = (
  languages: readonly string[],
  defaultLanguage: unknown,
  language: string,
): string | null => {
  if (language === defaultLanguage) return 'AM-0023';
  return languages.includes(language) ? null : 'AM-0008';
};
