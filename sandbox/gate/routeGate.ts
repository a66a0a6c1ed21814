import type { PermissionName } from '../../resources/core/permissions';
import type { ResourceAccess } from '../../resources/core/resourceAccess';
import type { EntityConfigFlag } from '../../resources/core/resourceSchema';

/**
 * What a route touches, declared once per route; the gate (sandbox/gate/pipeline.ts) applies it
 * before the handler, in this order: session and entity binding, permission, entity flag,
 * partner scope. The handler then runs the domain hooks, four eyes and the write (the activity
 * register records it). A route registered without a declaration fails sandbox/gate/gate.test.ts,
 * and the route-by-persona matrix (sandbox/gate/matrix.test.ts) calls every route as each persona
 * and expects what its declaration implies.
 *
 * Declaring a new route: add one line to its service's table in sandbox/gate/declarations/, keyed
 * by `METHOD /full/path` as Fastify records it, e.g.
 *   'GET /commerce/api/Commerce/:id/terminals': guarded('read', {
 *     resources: ['commerces', 'terminals'], partnerScope: { commerce: 'id' } }),
 * or pass it on the route itself: `scope.get(url, { config: { gate } }, handler)` (the generic
 * engine does, from each resource's schema). A route for any signed-in user declares
 * `guarded('read')` with nothing else; anonymous routes declare `PUBLIC`.
 */
export type RouteGate = OpenGate | GuardedGate;

/** Routes no bearer token guards: public ones, those with a guard of their own, test helpers. */
export interface OpenGate {
  kind: 'public' | 'ownGuard' | 'testMode';
}

/**
 * How a partner user with assigned commerces is narrowed on a route (spec section 6):
 * - `{ commerce: param }`: the path names a commerce; another one is 404;
 * - `{ terminal: param, by }`: the path names a terminal (by id or serial); another commerce's is 404;
 * - `'narrowed'`: the handler narrows what it returns or changes by `commerceScopeOf(request)`;
 * - `'refused'`: entity-wide data (stock, another commerce's references) is 403 for such a partner.
 */
export type PartnerScopeGate =
  { commerce: string } | { terminal: string; by: 'id' | 'serialNumber' } | 'narrowed' | 'refused';

export interface GuardedGate {
  kind: 'guarded';
  /**
   * Whether the route only reads, creates or changes, edits (a resource's update permission, as
   * BUNDLE_UPDATE, or its write one), or deletes (its delete permission) something.
   */
  access: ResourceAccess;
  /** Resources whose read (write, delete) permission and visibility it needs, each. */
  resources?: readonly string[];
  /** Permissions it needs, each (a read permission is granted by its write pair too). */
  permissions?: readonly PermissionName[];
  /** Permissions of which it needs one; the handler picks the exact one from the request. */
  anyOf?: readonly PermissionName[];
  /** The entity flag it needs (besides its resources' menu flags). */
  flag?: EntityConfigFlag;
  partnerScope?: PartnerScopeGate;
  /** It can change what a terminal dials (hosts, EMV): only through an approved proposal. */
  dialsTerminal?: boolean;
}

type GuardedOptions = Omit<GuardedGate, 'kind' | 'access'>;

export const guarded = (access: GuardedGate['access'], options: GuardedOptions = {}): GuardedGate => ({
  kind: 'guarded',
  access,
  ...options,
});

export const PUBLIC: OpenGate = { kind: 'public' };
export const OWN_GUARD: OpenGate = { kind: 'ownGuard' };
export const TEST_MODE: OpenGate = { kind: 'testMode' };

/** Declarations of custom routes, keyed by `METHOD /full/path`. */
export type GateTable = Readonly<Record<string, RouteGate>>;

declare module 'fastify' {
  interface FastifyContextConfig {
    gate?: RouteGate;
  }
}
