import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { periodBounds } from '../../resources/artemisReports/reportFile';
import {
  currentPeriod,
  reportSources,
  reportTableColumns,
  tableReportFile,
  tableReportKinds,
  type TableReportKind,
} from '../../resources/reports/reportTables';
import { reports } from '../../resources/reports/schema';
import type { ReportFormat } from '../../resources/terminals/operations/shapes';
import type { SandboxContext } from '../context';
import { requireRead } from '../engine/access';
import { scopedFilter } from '../engine/domainRules';
import { refuse, ServiceError } from '../errors';
import { sessionOf, type RequestSession } from '../guard';
import { MAX_PAGE } from '../storage/repository';
import { REPORT_FORMATS } from '../terminals/operations/report';
import { parseBody, requirePermission } from '../terminals/operations/requests';

const title = z.string().min(1).max(60);
const bodySchema = z.object({
  filter: z
    .object({ period: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/) })
    .partial()
    .strict()
    .default({}),
  titles: z.record(z.string().max(40), title),
});

/**
 * A user, commerce or Artemis report's file for the caller, from a request's { filter, titles }: it
 * needs the reports permission and the read permission of what it lists (users, commerces,
 * operations), in the token's entity (a partner's commerces only); the Artemis report covers the
 * filter's month, the current one by default.
 */
export const createTableReports = (context: SandboxContext) => {
  const { store } = context;
  const names = (resource: string, id: unknown) => String(store.get(resource, Number(id))?.name ?? '');
  return async (session: RequestSession, kind: TableReportKind, format: ReportFormat, body: unknown) => {
    requirePermission(session, reports.permissions.write);
    // The console opens these files on /report/download, which asks for the manage report permission.
    requirePermission(session, 'MANAGE_REPORT_PERMISSION');
    const source = store.schema(reportSources[kind]);
    requireRead(session, source);
    const { filter, titles } = parseBody(bodySchema, body);
    const unknownTitle = Object.keys(titles).find((key) => key !== 'sheet' && !reportTableColumns[kind].includes(key));
    if (unknownTitle)
      throw new ServiceError(400, { Message: 'invalid request', Errors: { [unknownTitle]: 'invalid' } });
    const base = kind === 'artemis' ? periodBounds(filter.period ?? currentPeriod(new Date())) : {};
    const scoped = await scopedFilter(context, session, source.name, base);
    const { records } = store.list(source.name, {
      entityId: session.entityId,
      filter: scoped,
      sort: source.defaultSort,
      range: [0, MAX_PAGE - 1],
    });
    const day = new Date().toISOString().slice(0, 10);
    return tableReportFile(kind, format, titles, records, names, day);
  };
};

/**
 * The user, commerce and Artemis reports a saved report runs (spec section 7, Report: user,
 * commerce; action-registry artemis-report), on the reports service:
 * POST /api/v1/Report/{user|commerce|artemis}/{excel|csv} { filter, titles } answers the file,
 * base64 in JSON, like the terminal report.
 */
export const tableReportRoutes = (scope: FastifyInstance, context: SandboxContext) => {
  const tableReport = createTableReports(context);
  tableReportKinds.forEach((kind) =>
    scope.post<{ Params: { format: string } }>(`/api/v1/Report/${kind}/:format`, async (request) => {
      const format = REPORT_FORMATS[request.params.format];
      if (!format) throw refuse(404, 'GM-0010');
      return tableReport(sessionOf(request), kind, format, request.body);
    }),
  );
};
