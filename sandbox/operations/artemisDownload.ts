import type { FastifyInstance } from 'fastify';
import { artemisReportCsv, periodBounds } from '../../resources/artemisReports/reportFile';
import { artemisReports } from '../../resources/artemisReports/schema';
import { operations } from '../../resources/operations/schema';
import type { SandboxContext } from '../context';
import { scopedFilter } from '../engine/domainRules';
import { findRecord } from '../engine/records';
import { sessionOf } from '../guard';
import { MAX_PAGE, type StoredRecord } from '../storage/repository';

/**
 * `GET /reports/api/v1/action-registry/artemis-report/{id}/download`: the report's file, the
 * operations of its period (the caller's scope: its entity, a partner's commerces) as CSV,
 * answered as `{fileName, contentType, base64}`.
 */
export const registerArtemisDownload = (scope: FastifyInstance, context: SandboxContext) => {
  const schema = context.store.schema(artemisReports.name);
  scope.get<{ Params: { id: string } }>(`/${artemisReports.path}/:id/download`, async (request) => {
    const session = sessionOf(request);
    const id = /^\d{1,15}$/.test(request.params.id) ? Number(request.params.id) : -1;
    const report = await findRecord({ context, schema, session }, id);
    const filter = periodBounds(String(report.period));
    const scoped = await scopedFilter(context, session, operations.name, filter);
    const records: StoredRecord[] = [];
    // Every operation of the period, a page at a time: a busy day of a large fleet holds more than a page.
    for (let start = 0; ; start += MAX_PAGE) {
      const page = context.store.list(operations.name, {
        entityId: session.entityId,
        filter: scoped,
        sort: { field: 'date', order: 'ASC' },
        range: [start, start + MAX_PAGE - 1],
      });
      records.push(...page.records);
      if (start + MAX_PAGE >= page.total) break;
    }
    return {
      fileName: String(report.fileName),
      contentType: 'text/csv;charset=utf-8',
      base64: Buffer.from(artemisReportCsv(records), 'utf8').toString('base64'),
    };
  });
};
