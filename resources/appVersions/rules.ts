import type { versionStates } from './schema';

/** Spec section 4, app version states. The sandbox enforces these; the console asks before it sends. */
export type VersionState = (typeof versionStates)[number];

export interface VersionSummary {
  id: number;
  versionCode: number;
  state: VersionState | string;
  authorizedTerminalIds?: readonly number[] | null;
}

/** A code below an existing version's needs the user's confirmation (else AM-0006). */
export const isLowerThanExisting = (versions: readonly VersionSummary[], versionCode: number, exceptId?: number) =>
  versions.some((version) => version.id !== exceptId && version.versionCode > versionCode);

/** A disabled version comes back only through a system administrator. */
export const needsSystemAdministrator = (from: string, to: string) => from === 'INACTIVE' && to !== 'INACTIVE';

/**
 * Whether the change leaves the app without an active version (AM-0033): the version was the
 * app's only active one and stops being active, or is deleted (`to` undefined).
 */
export const removesLastActive = (versions: readonly VersionSummary[], id: number, to?: string) => {
  const version = versions.find((candidate) => candidate.id === id);
  if (!version || version.state !== 'ACTIVE' || to === 'ACTIVE') return false;
  return !versions.some((other) => other.id !== id && other.state === 'ACTIVE');
};

/** The pilots a new pilot ends (they become Available), and the terminals it takes over when asked. */
export const pilotHandover = (
  versions: readonly VersionSummary[],
  newPilotId: number | undefined,
  keepTerminals: boolean,
) => {
  const ended = versions.filter((version) => version.state === 'PILOT' && version.id !== newPilotId);
  const terminals = keepTerminals ? [...new Set(ended.flatMap((version) => version.authorizedTerminalIds ?? []))] : [];
  return { ended: ended.map((version) => version.id), terminals };
};

/**
 * The terminals a version is restricted to after a state change: a pilot made active opens to
 * every terminal of its app's models unless the user chose to keep its list.
 */
export const authorizedAfterChange = (
  from: string,
  to: string,
  keepList: boolean,
  authorized: readonly number[] | null | undefined,
): number[] => (from === 'PILOT' && to === 'ACTIVE' && !keepList ? [] : [...(authorized ?? [])]);
