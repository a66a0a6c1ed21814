import type { Db } from '../../database';
import { columnOf as c } from '../../storage/tables';

/** How many of a set of terminals there are and how many are online. */
export interface FleetCount {
  total: number;
  online: number;
  offline: number;
}

/** The entity's fleet: its terminals in service by state, and how many were soft deleted. */
export interface FleetSummary extends FleetCount {
  deleted: number;
}

/** The same, each model's share besides (a terminal without a model counts under `modelId` null). */
export interface FleetSummaryByModel extends FleetSummary {
  byModel: (FleetCount & { modelId: number | null; modelName: string | null })[];
}

export interface FleetQuery {
  entityId: number;
  /** The oldest last connection that still counts as online. */
  onlineSince: string;
  /** A partner's commerces, when the caller is narrowed to them. */
  commerceIds?: readonly number[];
}

const counted = (row: { total: number | null; online: number | null }): FleetCount => ({
  total: row.total ?? 0,
  online: row.online ?? 0,
  offline: (row.total ?? 0) - (row.online ?? 0),
});

/**
 * The terminal service's fleet summaries (spec section 7: Terminal Summary and v2/Summary), counted
 * from the stored columns with the same online window as the terminal list's `online` filter.
 */
export const createFleetSummary = (db: Db) => {
  const inService = `t.${c('deleted')} IS NOT 1`;
  const isOnline = `t.${c('lastConnectionDate')} >= @since`;
  const where = (query: FleetQuery) =>
    `t.entity_id = @entityId${query.commerceIds ? ` AND t.${c('commerceId')} IN (SELECT value FROM json_each(@commerceIds))` : ''}`;
  const parameters = (query: FleetQuery) => ({
    entityId: query.entityId,
    since: query.onlineSince,
    ...(query.commerceIds ? { commerceIds: JSON.stringify(query.commerceIds) } : {}),
  });

  const summary = (query: FleetQuery): FleetSummary => {
    const row = db
      .prepare(
        `SELECT sum(${inService}) AS total, sum(${inService} AND ${isOnline}) AS online,
           sum(t.${c('deleted')} IS 1) AS deleted
         FROM r_terminals t WHERE ${where(query)}`,
      )
      .get(parameters(query)) as { total: number | null; online: number | null; deleted: number | null };
    return { ...counted(row), deleted: row.deleted ?? 0 };
  };

  const byModel = (query: FleetQuery): FleetSummaryByModel => {
    const rows = db
      .prepare(
        `SELECT t.${c('modelId')} AS modelId, m.${c('name')} AS modelName, count(*) AS total,
           sum(${isOnline}) AS online
         FROM r_terminals t LEFT JOIN r_models m ON m.id = t.${c('modelId')}
         WHERE ${where(query)} AND ${inService}
         GROUP BY t.${c('modelId')} ORDER BY total DESC, modelName`,
      )
      .all(parameters(query)) as { modelId: number | null; modelName: string | null; total: number; online: number }[];
    return {
      ...summary(query),
      byModel: rows.map((row) => ({ modelId: row.modelId, modelName: row.modelName, ...counted(row) })),
    };
  };

  return { summary, byModel };
};
