import type { Db } from '../../database';

export interface CoverageRow {
  terminalId: number;
  serialNumber: string;
  modelId: number | null;
  /** The version of the component the terminal runs, if any. */
  version: string | null;
  installedAt: string | null;
}

export interface CoverageQuery {
  entityId: number;
  componentId: number;
  versionName: string;
  /** Models the component suits; empty: every model. */
  modelIds: readonly number[];
  /** Terminals the version is allowed on; empty: every suited terminal. */
  allowedTerminalIds: readonly number[];
  limit: number;
  offset: number;
}

const placeholders = (values: readonly unknown[]) => values.map(() => '?').join(', ');

/** The software row of the component on a terminal (a component or firmware, never an app). */
const softwareOf = (alias: string) =>
  `${alias}.entity_id = t.entity_id AND ${alias}."f_terminalId" = t.id AND ${alias}."f_sourceId" = ? AND ${alias}."f_kind" IN ('COMPONENT', 'FIRMWARE')`;

/**
 * Which terminals of an entity run a component version ('installed') and which of those it may
 * reach lack it ('missing': a suited model, allowed, not deleted), a page at a time with the total.
 */
export const createFleetCoverage = (db: Db) => {
  const page = (where: string, params: unknown[], { limit, offset }: CoverageQuery, componentId: number) => {
    const { total } = db.prepare(`SELECT count(*) AS total FROM r_terminals t WHERE ${where}`).get(...params) as {
      total: number;
    };
    const rows = db
      .prepare(
        `SELECT t.id AS terminalId, t."f_serialNumber" AS serialNumber, t."f_modelId" AS modelId,
           (SELECT s."f_version" FROM r_terminalSoftware s WHERE ${softwareOf('s')} LIMIT 1) AS version,
           (SELECT s."f_installedAt" FROM r_terminalSoftware s WHERE ${softwareOf('s')} LIMIT 1) AS installedAt
         FROM r_terminals t WHERE ${where} ORDER BY t."f_serialNumber" LIMIT ? OFFSET ?`,
      )
      .all(componentId, componentId, ...params, limit, offset) as CoverageRow[];
    return { data: rows, total };
  };
  const runsIt = `EXISTS (SELECT 1 FROM r_terminalSoftware v WHERE ${softwareOf('v')} AND v."f_version" = ?)`;
  return {
    installed: (query: CoverageQuery) =>
      page(
        `t.entity_id = ? AND ${runsIt}`,
        [query.entityId, query.componentId, query.versionName],
        query,
        query.componentId,
      ),
    missing: (query: CoverageQuery) => {
      const conditions = ['t.entity_id = ?', 'coalesce(t."f_deleted", 0) = 0', `NOT ${runsIt}`];
      const params: unknown[] = [query.entityId, query.componentId, query.versionName];
      if (query.modelIds.length) {
        conditions.push(`t."f_modelId" IN (${placeholders(query.modelIds)})`);
        params.push(...query.modelIds);
      }
      if (query.allowedTerminalIds.length) {
        conditions.push(`t.id IN (${placeholders(query.allowedTerminalIds)})`);
        params.push(...query.allowedTerminalIds);
      }
      return page(conditions.join(' AND '), params, query, query.componentId);
    },
  };
};
