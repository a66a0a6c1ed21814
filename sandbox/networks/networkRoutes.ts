import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  enablementBodySchema,
  enablementTargets,
  priorityBodySchema,
  type EnablementOutcome,
  type EnablementTarget,
} from '../../resources/networks/networkShapes';
import type { SandboxContext } from '../context';
import type { Db } from '../database';
import { refuse } from '../errors';
import { sessionOf, type RequestSession } from '../guard';
import { parseBody, requirePermission } from '../terminals/operations/requests';
import { terminalsBySerial, terminalsMatching } from '../terminals/operations/terminalLookup';

const WIFI = '/api/v1/ConnectionParameters/wifi';

interface SwitchRoute {
  Params: { id: string; state: string; target: string };
}

const migrate = (db: Db) =>
  db.exec(`CREATE TABLE IF NOT EXISTS network_terminals (
    network_id INTEGER NOT NULL, terminal_id INTEGER NOT NULL, enabled INTEGER NOT NULL,
    PRIMARY KEY (network_id, terminal_id))`);

/**
 * The wifi calls beyond CRUD (parameters service), every write needing NETWORKS_WRITE_AND_READ:
 * - PUT wifi/priority { ids }: the entity's networks in their new order, each exactly once; the
 *   first gets priority 1 (400 with Errors.ids otherwise);
 * - POST wifi/:id/{enable|disable}/{terminal|commerce|csv} { serialNumbers } or { commerceId }:
 *   switches the network on or off for those terminals; answers { changed, unknown };
 * - GET wifi/:id/terminals: how many terminals have it switched on and off.
 */
export const networkRoutes = (scope: FastifyInstance, { store, db }: SandboxContext) => {
  migrate(db);
  const writer = (request: FastifyRequest) => {
    const session = sessionOf(request);
    requirePermission(session, 'NETWORKS_WRITE_AND_READ');
    return session;
  };
  const networkOf = (session: RequestSession, rawId: string) => {
    const id = Number(rawId);
    const network = Number.isInteger(id) ? store.get('networks', id, session.entityId) : undefined;
    if (!network) throw refuse(404, 'GM-0010');
    return network;
  };
  const allNetworks = (entityId: number) =>
    store.list('networks', { entityId, sort: { field: 'priority', order: 'ASC' }, range: [0, 999] }).records;

  scope.put(`${WIFI}/priority`, async (request) => {
    const session = writer(request);
    const { ids } = parseBody(priorityBodySchema, request.body);
    const existing = allNetworks(session.entityId).map((network) => network.id);
    const sameSet = ids.length === existing.length && new Set(ids).size === ids.length;
    if (!sameSet || !ids.every((id) => existing.includes(id)))
      throw refuse(400, 'PM-0014', { Errors: { ids: 'PM-0014' } });
    db.transaction(() => ids.forEach((id, index) => store.update('networks', id, { priority: index + 1 })))();
    return allNetworks(session.entityId);
  });

  const upsert = db.prepare(
    `INSERT INTO network_terminals (network_id, terminal_id, enabled) VALUES (?, ?, ?)
     ON CONFLICT (network_id, terminal_id) DO UPDATE SET enabled = excluded.enabled`,
  );
  scope.post<SwitchRoute>(`${WIFI}/:id/:state/:target`, async (request): Promise<EnablementOutcome> => {
    const session = writer(request);
    const { state, target } = request.params;
    if ((state !== 'enable' && state !== 'disable') || !enablementTargets.includes(target as EnablementTarget))
      throw refuse(404, 'GM-0010');
    const network = networkOf(session, request.params.id);
    const body = parseBody(enablementBodySchema, request.body);
    let terminals;
    let unknown: string[] = [];
    if (target === 'commerce') {
      const commerceId = body.commerceId;
      if (!commerceId || !store.get('commerces', commerceId, session.entityId))
        throw refuse(400, 'GM-0010', { Errors: { commerceId: 'GM-0010' } });
      terminals = terminalsMatching(store, session.entityId, { commerceId: [commerceId] });
    } else {
      const serials = [...new Set(body.serialNumbers ?? [])];
      if (serials.length === 0) throw refuse(400, target === 'csv' ? 'GM-0019' : 'TM-0007');
      terminals = terminalsBySerial(store, session.entityId, serials);
      const found = new Set(terminals.map((terminal) => String(terminal.serialNumber)));
      unknown = serials.filter((serial) => !found.has(serial));
    }
    const enabled = state === 'enable' ? 1 : 0;
    db.transaction(() => terminals.forEach((terminal) => upsert.run(network.id, terminal.id, enabled)))();
    return { changed: terminals.length, unknown };
  });

  const counts = db.prepare(
    `SELECT coalesce(sum(enabled), 0) AS enabled, count(*) - coalesce(sum(enabled), 0) AS disabled
     FROM network_terminals WHERE network_id = ?`,
  );
  scope.get<{ Params: { id: string } }>(`${WIFI}/:id/terminals`, async (request) => {
    const network = networkOf(sessionOf(request), request.params.id);
    return counts.get(network.id);
  });
};
