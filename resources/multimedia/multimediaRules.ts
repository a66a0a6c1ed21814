/**
 * The multimedia rules (spec section 5): its place id names one item only in its entity (the
 * domain rule of hooks.ts); its validity ending after it starts is the schema's.
 */

/** The place id ignoring case and surrounding spaces: 'Home ' and 'home' are one place. */
export const placeKey = (placeId: string) => placeId.trim().toLowerCase();

/** Whether another item already holds the place id. */
export const placeIdTaken = (
  items: readonly { id: number; placeId?: unknown }[],
  placeId: string,
  exceptId?: number,
): boolean =>
  items.some(
    (item) => item.id !== exceptId && typeof item.placeId === 'string' && placeKey(item.placeId) === placeKey(placeId),
  );

/** Where in the terminal's app a multimedia item is shown (the service's location list). */
export const multimediaLocations = ['HOME', 'SPLASH', 'IDLE', 'RECEIPT', 'APP'] as const;

/** The location of a seeded place (fixtures): by the place id's first word. */
export const locationOfPlace = (placeId: string): (typeof multimediaLocations)[number] => {
  const word = placeId.split('_')[0];
  const known: Record<string, (typeof multimediaLocations)[number]> = {
    HOME: 'HOME',
    SPLASH: 'SPLASH',
    IDLE: 'IDLE',
    RECEIPT: 'RECEIPT',
  };
  return known[word] ?? 'APP';
};
