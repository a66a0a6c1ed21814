import { operations } from '../../resources/operations/schema';
import { totalsOf, type TotalsRow } from '../../resources/operations/totals';
import type { SandboxPlugin } from '../context';
import { scopedFilter } from '../engine/domainRules';
import { parseListParams, type QueryString } from '../engine/query';
import { sessionOf } from '../guard';
import { filterConditions } from '../storage/filters';
import { columnOf, tableOf } from '../storage/tables';
import { artemisReports } from '../../resources/artemisReports/schema';
import { registerArtemisDownload } from './artemisDownload';

/** `GET /transactions/transactions/totals?filter=`: the totals of the operations list the filter finds. */
export const OPERATION_TOTALS_PATH = `/${operations.path}/totals`;

/**
 * The operations list's totals, and the Artemis reports' files (artemisDownload.ts). Totals: counts and amounts, closed by type, void apart, net), over the
 * same filter the list takes and the caller's scope (its entity; a partner's assigned commerces).
 */
export const operationsPlugin: SandboxPlugin = async (app, context) => {
  const schema = context.store.schema(operations.name);
  const cents = `CAST(round(${columnOf('amount')} * 100) AS INTEGER)`;
  await app.register(
    async (scope) => {
      scope.addHook('onRequest', context.guard);
      scope.get<{ Querystring: QueryString }>(OPERATION_TOTALS_PATH, async (request) => {
        const session = sessionOf(request);
        const { filter } = parseListParams(schema, request.query);
        const scoped = await scopedFilter(context, session, schema.name, filter);
        const conditions = filterConditions(schema, scoped);
        const where = ['entity_id = ?', ...conditions.map((condition) => `(${condition.sql})`)].join(' AND ');
        const rows = context.db
          .prepare(
            `SELECT ${columnOf('type')} AS type, ${columnOf('status')} AS status, COUNT(*) AS count,
                    COALESCE(SUM(${cents}), 0) AS cents
             FROM ${tableOf(schema)} WHERE ${where} GROUP BY 1, 2`,
          )
          .all(session.entityId, ...conditions.flatMap((condition) => condition.params)) as TotalsRow[];
        return totalsOf(rows);
      });
    },
    { prefix: `/${operations.service}` },
  );
  await app.register(
    async (scope) => {
      scope.addHook('onRequest', context.guard);
      registerArtemisDownload(scope, context);
    },
    { prefix: `/${artemisReports.service}` },
  );
};
