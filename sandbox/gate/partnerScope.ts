import { terminals } from '../../resources/terminals/schema';
import type { Db } from '../database';
import { refuse } from '../errors';
import type { RequestSession } from '../guard';
import { createCommerceScope } from '../partners/commerceScope';
import { columnOf, tableOf } from '../storage/tables';

/**
 * The partner scope of a session, one function for every route: the commerces a partner user
 * with assigned commerces may see (`undefined`: every commerce of its entity), and the checks
 * the gate runs on a path naming a commerce or a terminal. Another commerce's is 404 GM-0010, as
 * a record of another entity: it does not exist for the caller.
 */
export const createPartnerScope = (db: Db) => {
  const commerceIdsOf = createCommerceScope(db);
  const [commerceColumn, serialColumn] = ['commerceId', 'serialNumber'].map(columnOf);
  const terminalBy = {
    id: db.prepare(`SELECT ${commerceColumn} AS commerceId FROM ${tableOf(terminals)} WHERE entity_id = ? AND id = ?`),
    serialNumber: db.prepare(
      `SELECT ${commerceColumn} AS commerceId FROM ${tableOf(terminals)} WHERE entity_id = ? AND ${serialColumn} = ?`,
    ),
  };

  /** Whether the session may see the commerce (always, for a user no partner narrows). */
  const allowsCommerce = (session: RequestSession, commerceId: unknown) => {
    const allowed = commerceIdsOf(session);
    return allowed === undefined || allowed.includes(Number(commerceId));
  };

  const requireCommerce = (session: RequestSession, commerceId: unknown) => {
    if (!allowsCommerce(session, commerceId)) throw refuse(404, 'GM-0010');
  };

  /** A terminal of the entity outside the partner's commerces (one not found is the handler's 404). */
  const requireTerminal = (session: RequestSession, key: string, by: 'id' | 'serialNumber') => {
    if (commerceIdsOf(session) === undefined) return;
    const row = terminalBy[by].get(session.entityId, by === 'id' ? Number(key) : key.trim().toUpperCase()) as
      { commerceId: number | null } | undefined;
    if (row && !allowsCommerce(session, row.commerceId)) throw refuse(404, 'GM-0010');
  };

  return { commerceIdsOf, allowsCommerce, requireCommerce, requireTerminal };
};

export type PartnerScope = ReturnType<typeof createPartnerScope>;
