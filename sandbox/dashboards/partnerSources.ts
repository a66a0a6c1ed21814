import type { BoardSources } from '../../resources/dashboards/figures/sources';
import type { Db } from '../database';
import { columnOf } from '../storage/tables';

type Row = Record<string, unknown>;

/**
 * A board's sources narrowed to a partner's commerces (spec section 6): operations, terminals and
 * campaigns of those commerces, the actions, logs and software of their terminals; the entity's
 * users and activity register are none of the partner's. The market catalogue stays whole.
 */
export const createPartnerSources = (db: Db) => {
  const terminalsOf = db.prepare(
    `SELECT id FROM r_terminals WHERE entity_id = ? AND ${columnOf('commerceId')} IN (SELECT value FROM json_each(?))`,
  );
  return (entityId: number, sources: BoardSources, commerceIds: readonly number[]): BoardSources => {
    const commerces = new Set(commerceIds);
    const terminals = new Set(
      (terminalsOf.all(entityId, JSON.stringify(commerceIds)) as { id: number }[]).map(({ id }) => id),
    );
    const ofCommerces = <T>(rows: T[]) => rows.filter((row) => commerces.has(Number((row as Row).commerceId)));
    const ofTerminals = <T>(rows: T[]) => rows.filter((row) => terminals.has(Number((row as Row).terminalId)));
    return {
      ...sources,
      operations: () => ofCommerces(sources.operations()),
      terminals: () => ofCommerces(sources.terminals()),
      terminalActions: () => ofTerminals(sources.terminalActions()),
      logs: () => ofTerminals(sources.logs()),
      software: () => ofTerminals(sources.software()),
      campaigns: () => ofCommerces(sources.campaigns()),
      register: () => [],
      users: () => [],
    };
  };
};
