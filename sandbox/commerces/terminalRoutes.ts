import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { commerces } from '../../resources/commerces/schema';
import {
  COMMERCE_TERMINALS_LIMIT,
  commerceTerminalPaths,
  type CommerceTerminal,
} from '../../resources/commerces/terminals/shapes';
import { isOnline, onlineSince, onlineWindowMinutes, terminals } from '../../resources/terminals/schema';
import { warehouses } from '../../resources/warehouses/schema';
import type { SandboxContext } from '../context';
import { createEntityConfigStore } from '../entities/entityConfig';
import { refuse } from '../errors';
import { sessionOf, type RequestSession } from '../guard';
import { parseBody } from '../terminals/operations/requests';
import { columnOf, tableOf } from '../storage/tables';

const idsSchema = z.array(z.number().int().positive()).min(1).max(COMMERCE_TERMINALS_LIMIT);
const moveSchema = z.object({ terminalIds: idsSchema });
const moveOutSchema = z.object({ terminalIds: idsSchema, warehouseId: z.number().int().positive() });

interface TerminalRow {
  id: number;
  data: string;
}

const table = tableOf(terminals);
const [commerceColumn, warehouseColumn, deletedColumn, serialColumn] = [
  'commerceId',
  'warehouseId',
  'deleted',
  'serialNumber',
].map(columnOf);

/**
 * The commerce's terminals (spec section 7: Commerce {id}/terminals), on the commerce service:
 * - GET  /api/Commerce/:id/terminals: its terminals in service, with their online state;
 * - POST /api/Commerce/:id/terminals {terminalIds}: takes terminals out of the entity's warehouses into it;
 * - POST /api/Commerce/:id/terminals/move-out {terminalIds, warehouseId}: puts some of its terminals in stock;
 * - GET  /api/Commerce/warehouse/terminals?warehouseId=&q=: the entity's stock.
 * Reading needs commerces and terminals read; moving needs both writes; a partner reaches only its
 * commerces and not the stock (its declarations: sandbox/gate/declarations/commerce.ts). A terminal that cannot
 * move (not in stock, not the commerce's, another entity's) refuses the whole move: 400 PM-0010.
 */
export const commerceTerminalRoutes = (scope: FastifyInstance, context: SandboxContext) => {
  const { db, store } = context;
  const configs = createEntityConfigStore(db);
  const commerceSchema = store.schema(commerces.name);
  const terminalSchema = store.schema(terminals.name);
  const ofCommerce = db.prepare(
    `SELECT id, data FROM ${table} WHERE entity_id = ? AND ${commerceColumn} = ? AND ${warehouseColumn} IS NULL
     AND COALESCE(${deletedColumn}, 0) = 0 ORDER BY ${serialColumn} LIMIT ${COMMERCE_TERMINALS_LIMIT}`,
  );
  const inStock = db.prepare(
    `SELECT id, data FROM ${table} WHERE entity_id = ? AND ${warehouseColumn} IS NOT NULL AND (? IS NULL OR ${warehouseColumn} = ?)
     AND (? = '' OR ${serialColumn} LIKE ?) AND COALESCE(${deletedColumn}, 0) = 0 ORDER BY ${serialColumn} LIMIT ${COMMERCE_TERMINALS_LIMIT}`,
  );

  const shapes = (session: RequestSession, rows: TerminalRow[]): CommerceTerminal[] => {
    const since = onlineSince(Date.now(), onlineWindowMinutes(configs.read(session.entityId)));
    return rows.map(({ id, data }) => {
      const record = JSON.parse(data) as Record<string, unknown>;
      return {
        id,
        serialNumber: String(record.serialNumber),
        alias: (record.alias as string | null) ?? null,
        commerceId: Number(record.commerceId),
        groupId: (record.groupId as number | null) ?? null,
        warehouseId: (record.warehouseId as number | null) ?? null,
        lastConnectionDate: (record.lastConnectionDate as string | null) ?? null,
        online: isOnline(record.lastConnectionDate, since),
      };
    });
  };
  const commerceOf = (session: RequestSession, id: number) => {
    const commerce = store.get(commerces.name, id, session.entityId);
    if (!commerce) throw refuse(404, 'GM-0010');
    return commerce;
  };
  /** The permissions are the gate's (sandbox/gate/declarations/commerce.ts); a protected one asks for a 2FA code. */
  const confirming = (session: RequestSession) => {
    session.stepUp?.confirm(commerceSchema.permissions.write);
    session.stepUp?.confirm(terminalSchema.permissions.write);
  };
  /** Moves all the terminals or none. */
  const move = (
    session: RequestSession,
    ids: number[],
    allowed: (record: Record<string, unknown>) => boolean,
    patch: Record<string, unknown>,
  ) => {
    const unique = [...new Set(ids)];
    const found = unique.map((id) => store.get(terminals.name, id, session.entityId));
    if (found.some((record) => !record || record.deleted || !allowed(record))) throw refuse(400, 'PM-0010');
    db.transaction(() => unique.forEach((id) => store.update(terminals.name, id, patch)))();
    return { moved: unique.length };
  };
  const idOf = (params: unknown) => Number((params as { id: string }).id);

  scope.get(`/${commerceTerminalPaths.stock}`, async (request) => {
    const session = sessionOf(request);
    const { warehouseId, q = '' } = request.query as { warehouseId?: string; q?: string };
    const warehouse = warehouseId ? Number(warehouseId) : null;
    const text = q.trim();
    return shapes(session, inStock.all(session.entityId, warehouse, warehouse, text, `%${text}%`) as TerminalRow[]);
  });

  scope.get('/api/Commerce/:id/terminals', async (request) => {
    const session = sessionOf(request);
    const id = idOf(request.params);
    commerceOf(session, id);
    return shapes(session, ofCommerce.all(session.entityId, id) as TerminalRow[]);
  });

  scope.post('/api/Commerce/:id/terminals', async (request) => {
    const session = sessionOf(request);
    confirming(session);
    const id = idOf(request.params);
    commerceOf(session, id);
    const { terminalIds } = parseBody(moveSchema, request.body);
    return move(session, terminalIds, (record) => record.warehouseId != null, {
      commerceId: id,
      warehouseId: null,
      groupId: null,
    });
  });

  scope.post('/api/Commerce/:id/terminals/move-out', async (request) => {
    const session = sessionOf(request);
    confirming(session);
    const id = idOf(request.params);
    commerceOf(session, id);
    const { terminalIds, warehouseId } = parseBody(moveOutSchema, request.body);
    if (!store.get(warehouses.name, warehouseId, session.entityId))
      throw refuse(400, 'GM-0010', { Message: 'warehouseId', Errors: { warehouseId: 'GM-0010' } });
    return move(session, terminalIds, (record) => Number(record.commerceId) === id && record.warehouseId == null, {
      warehouseId,
      groupId: null,
    });
  });
};
