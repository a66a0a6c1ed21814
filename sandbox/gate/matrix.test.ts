import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routesOf, type SandboxRoute } from '../routeList';
import { concretePath, routeName } from '../security/securityApi';
import { startSandbox, type TestSandbox } from '../testing/startSandbox';
import { gateAdmits, gateFlags } from './personaGrants';
import { gateOf } from './pipeline';
import type { GuardedGate, RouteGate } from './routeGate';

interface Caller {
  name: string;
  token: string;
  entity: number;
  permissions: readonly string[];
}

interface Answer {
  status: number;
  code?: string;
}

/** What the answer says of the gate: refused for a permission, a flag, the entity, the scope, or let through. */
const verdictOf = ({ status, code }: Answer) => {
  if (status === 401) return 'signedOut';
  if (status === 400 && code === 'GM-0002') return 'wrongEntity';
  if (status === 403 && code === 'GM-0012') return 'flagOff';
  if (status === 403 && code === 'GM-0001') return 'forbidden';
  if (status === 404 && code === 'GM-0010') return 'hidden';
  return 'through';
};

/** A route let through may still answer that its concrete record does not exist; `any` row is not checked. */
const matches = (verdict: string, wanted: string) =>
  wanted === 'any' || verdict === wanted || (wanted === 'through' && verdict === 'hidden');

const FLAG_ENTITY = 2;
const FLAGS = ['CAN_CREATE_ENTITY_PARAMETERS', 'CAN_MANAGE_PROMOTIONAL_VIDEO', 'CAN_MANAGE_TUTORIAL_VIDEO'];
const FLAGS_OFF = Object.fromEntries([...FLAGS, 'ADVERTISING_CAMPAIGN_IS_ALLOWED'].map((flag) => [flag, false]));
/** Ends the caller's session: called last, so the persona's other rows keep a live token. */
const LAST = 'POST /identity/api/v1/User/invalidate/token';

/**
 * The route-by-persona matrix: every recorded route, called as each persona, answers what its
 * declaration implies: admitted (whatever the handler then says) or refused with the gate's own
 * answer. A route without a declaration, or a check missing from the gate, fails a row.
 */
describe('route-by-persona matrix', { timeout: 120_000 }, () => {
  let sandbox: TestSandbox;
  let routes: { route: SandboxRoute; gate: RouteGate }[];
  let foreignCommerce: number;
  let foreignTerminal: { id: number; serialNumber: string };

  const call = async (caller: Caller, route: SandboxRoute, path = concretePath(route.url)) => {
    const response = await sandbox.app.inject({
      method: route.method as 'GET',
      url: path,
      headers: { authorization: `Bearer ${caller.token}`, 'entity-id': String(caller.entity) },
      ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
    });
    const body = (() => {
      try {
        return response.json() as { Code?: string };
      } catch {
        return {};
      }
    })();
    return { status: response.statusCode, code: body.Code };
  };

  const persona = async (userName: string, entity: number, name = userName): Promise<Caller> => {
    const { token, permissions } = await sandbox.tokenFor(userName, entity);
    return { name, token, entity, permissions };
  };

  /** Every guarded route, the session-ending one last, called in turn: one persona's rows. */
  const rowsOf = async (caller: Caller, expected: (gate: GuardedGate) => string, pathOf = concretePath) => {
    const ownEntity = (url: string) => pathOf(url.replace(':entityId', String(caller.entity)));
    const misses: string[] = [];
    const guarded = routes.filter(
      (row): row is { route: SandboxRoute; gate: GuardedGate } => row.gate.kind === 'guarded',
    );
    const ordered = [
      ...guarded.filter(({ route }) => routeName(route) !== LAST),
      ...guarded.filter(({ route }) => routeName(route) === LAST),
    ];
    for (const { route, gate } of ordered) {
      const verdict = verdictOf(await call(caller, route, ownEntity(route.url)));
      const wanted = expected(gate);
      if (!matches(verdict, wanted)) misses.push(`${caller.name} ${routeName(route)}: ${verdict}, declared ${wanted}`);
    }
    return misses;
  };

  const admitted = (caller: Caller) => (gate: GuardedGate) =>
    gateAdmits(gate, caller.permissions, caller.entity, (name) => sandbox.context.store.schema(name))
      ? 'through'
      : 'forbidden';

  beforeAll(async () => {
    sandbox = await startSandbox({ terminals: 20 });
    routes = routesOf(sandbox.app).map((route) => ({ route, gate: gateOf(sandbox.app, routeName(route))! }));
    const { store } = sandbox.context;
    const terminal = store
      .list('terminals', { entityId: 9, range: [0, 99] })
      .records.find((record) => record.commerceId != null && record.warehouseId == null)!;
    foreignTerminal = { id: terminal.id, serialNumber: String(terminal.serialNumber) };
    foreignCommerce = Number(terminal.commerceId);
    const assigned = store
      .list('commerces', { entityId: 9, range: [0, 9] })
      .records.map(({ id }) => id)
      .filter((id) => id !== foreignCommerce)
      .slice(0, 2);
    const admin = await persona('admin', 9);
    const { token } = await sandbox.tokenFor('partner', 9);
    const { partnerId } = await sandbox.context.tokens
      .verify(token)
      .then(({ claims }) => ({ partnerId: claims.PartnerId }));
    await sandbox.app.inject({
      method: 'PUT',
      url: `/commerce/api/v1/partner/${partnerId}`,
      headers: { authorization: `Bearer ${admin.token}`, 'entity-id': '9' },
      payload: { commerceIds: assigned },
    });
    expect([...(sandbox.context.partnerScope.commerceIdsOf({ partnerId }) ?? [])].sort()).toEqual([...assigned].sort());
    await sandbox.app.inject({ method: 'PUT', url: `/sandbox/entity-config/${FLAG_ENTITY}`, payload: FLAGS_OFF });
  }, 60_000);
  afterAll(() => sandbox?.close());

  it('declares every recorded route', () => {
    expect(routes.filter(({ gate }) => !gate).map(({ route }) => routeName(route))).toEqual([]);
  });

  it('admits each same-entity persona exactly where its permissions meet the declaration', async () => {
    const callers = await Promise.all([persona('readonly', 9), persona('noperm', 9), persona('admin', 9)]);
    const misses = [];
    for (const caller of callers) misses.push(...(await rowsOf(caller, admitted(caller))));
    expect(misses).toEqual([]);
  });

  it('refuses a foreign entity’s administrator every guarded route of entity 9 (GM-0002)', async () => {
    const foreign = { ...(await persona('processor', 3)), entity: 9, name: 'foreign admin' };
    expect(await rowsOf(foreign, () => 'wrongEntity')).toEqual([]);
  });

  it('keeps the partner with assigned commerces to them on every scoped route', async () => {
    const partner = await persona('partner', 9);
    const pathOf = (url: string) => {
      const gate = routes.find(({ route }) => route.url === url)?.gate;
      const scope = gate?.kind === 'guarded' ? gate.partnerScope : undefined;
      if (typeof scope !== 'object') return concretePath(url);
      const value =
        'commerce' in scope ? foreignCommerce : scope.by === 'id' ? foreignTerminal.id : foreignTerminal.serialNumber;
      return concretePath(url.replace(`:${'commerce' in scope ? scope.commerce : scope.terminal}`, String(value)));
    };
    const expected = (gate: GuardedGate) => {
      const verdict = admitted(partner)(gate);
      if (verdict !== 'through') return verdict;
      if (gate.partnerScope === 'refused') return 'forbidden';
      return typeof gate.partnerScope === 'object' ? 'hidden' : 'through';
    };
    expect(await rowsOf(partner, expected, pathOf)).toEqual([]);
  });

  it('refuses an entity with the route’s flag off (GM-0012)', async () => {
    const admin = { ...(await persona('admin', FLAG_ENTITY)), name: 'flags off' };
    const expected = (gate: GuardedGate) =>
      gateFlags(gate, (name) => sandbox.context.store.schema(name)).length > 0 ? 'flagOff' : 'any';
    expect(await rowsOf(admin, expected)).toEqual([]);
  });
});
