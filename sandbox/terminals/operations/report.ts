import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { reportByModel } from '../../../resources/terminals/operations/modelCounts';
import { terminalReportFile, type ReportTerminalRow } from '../../../resources/terminals/operations/reportFile';
import type { ReportFormat, TerminalReportFilter } from '../../../resources/terminals/operations/shapes';
import type { SandboxContext } from '../../context';
import { refuse } from '../../errors';
import { sessionOf, type RequestSession } from '../../guard';
import { filterConditions } from '../../storage/filters';
import { columnOf, tableOf } from '../../storage/tables';
import { REPORT_PERMISSIONS } from '../../../resources/terminals/operations/reportEntities';
import { createReportEntities } from './reportEntities';
import { parseBody, requirePermission } from './requests';

/** The file formats by the name a report path gives them. */
export const REPORT_FORMATS: Readonly<Record<string, ReportFormat>> = { excel: 'xlsx', csv: 'csv' };

const ids = z.array(z.number().int().positive()).max(500);
const filterSchema = z
  .object({
    brandIds: ids,
    modelIds: ids,
    entities: ids,
    connectionType: z.string().max(20),
    androidVersion: z.string().max(10),
  })
  .partial()
  .strict();
const label = z.string().min(1).max(60);
/** The translated titles of the file's sheets and columns. */
export const columnsSchema = z.object({
  byModel: label,
  terminals: label,
  brand: label,
  model: label,
  count: label,
  serialNumber: label,
  commerce: label,
  connectionType: label,
  androidVersion: label,
});
type ReportColumns = z.infer<typeof columnsSchema>;
const downloadSchema = z.object({ filter: filterSchema, columns: columnsSchema });

const listFilter = (filter: TerminalReportFilter) => ({
  brandId: filter.brandIds?.length ? filter.brandIds : undefined,
  modelId: filter.modelIds?.length ? filter.modelIds : undefined,
  connectionType: filter.connectionType || undefined,
  androidVersion: filter.androidVersion || undefined,
});

/**
 * The terminal report (reports service, MANAGE_REPORT_PERMISSION) for a caller, over the entities
 * of the filter (the token's by default), each one where the user's role grants the report (see
 * reportEntities.ts; 400 GM-0002 otherwise, never a partial report): terminals counted by model,
 * and the file ({ fileName, contentType, base64 }; the Excel has a sheet by model and one of terminals).
 */
export const createTerminalReport = (context: SandboxContext) => {
  const { store, db } = context;
  const schema = store.schema('terminals');
  const table = tableOf(schema);
  const reportEntities = createReportEntities(context);

  const whereOf = (session: RequestSession, filter: TerminalReportFilter) => {
    REPORT_PERMISSIONS.forEach((permission) => requirePermission(session, permission));
    const entities = reportEntities.check(session, filter.entities);
    const conditions = filterConditions(schema, listFilter(filter));
    return {
      sql: [`entity_id IN (${entities.map(() => '?').join(', ')})`, ...conditions.map((c) => `(${c.sql})`)].join(
        ' AND ',
      ),
      params: [...entities, ...conditions.flatMap((c) => c.params)],
    };
  };

  const report = (where: { sql: string; params: unknown[] }) => {
    const rows = db
      .prepare(
        `SELECT ${columnOf('modelId')} AS modelId, count(*) AS count FROM ${table} WHERE ${where.sql} GROUP BY 1`,
      )
      .all(...where.params) as { modelId: number; count: number }[];
    const counts = new Map(rows.map((row) => [Number(row.modelId), row.count]));
    const named = (name: string, list: number[]) => list.flatMap((id) => store.get(name, id) ?? []);
    const models = named('models', [...counts.keys()]);
    const brands = named('brands', [...new Set(models.map((model) => Number(model.brandId)))]);
    return reportByModel(counts, models, brands);
  };

  const file = (
    session: RequestSession,
    filter: TerminalReportFilter,
    columns: ReportColumns,
    format: ReportFormat,
  ) => {
    const where = whereOf(session, filter);
    const summary = report(where);
    const names = new Map<string, string>();
    const nameOf = (resource: string, id: unknown) => {
      const key = `${resource}:${id}`;
      if (!names.has(key)) names.set(key, String(store.get(resource, Number(id))?.name ?? ''));
      return names.get(key) ?? '';
    };
    const terminals = (
      db
        .prepare(`SELECT data FROM ${table} WHERE ${where.sql} ORDER BY ${columnOf('serialNumber')}`)
        .all(...where.params) as { data: string }[]
    ).map(({ data }): ReportTerminalRow => {
      const t = JSON.parse(data) as Record<string, unknown>;
      return {
        serialNumber: String(t.serialNumber),
        brand: nameOf('brands', t.brandId),
        model: nameOf('models', t.modelId),
        commerce: nameOf('commerces', t.commerceId),
        connectionType: String(t.connectionType ?? ''),
        androidVersion: String(t.androidVersion ?? ''),
      };
    });
    const day = new Date().toISOString().slice(0, 10);
    return terminalReportFile(format, summary, terminals, columns, day);
  };

  return { counts: (session: RequestSession, filter: TerminalReportFilter) => report(whereOf(session, filter)), file };
};

/**
 * - POST /api/v1/Report/terminal-report { filter }: terminals counted by model;
 * - POST /api/v1/Report/terminal-report/{excel|csv} { filter, columns }: the file, base64 in JSON;
 *   the same as Report/terminal/{excel|csv}, the terminal kind of a saved report (spec section 7,
 *   Report: terminal) beside Report/user and Report/commerce.
 */
export const reportRoutes = (scope: FastifyInstance, context: SandboxContext) => {
  const terminalReport = createTerminalReport(context);

  scope.post('/api/v1/Report/terminal-report', async (request) => {
    const { filter } = parseBody(z.object({ filter: filterSchema }), request.body);
    return terminalReport.counts(sessionOf(request), filter);
  });

  const download = (format: ReportFormat) => async (request: FastifyRequest) => {
    const { filter, columns } = parseBody(downloadSchema, request.body);
    return terminalReport.file(sessionOf(request), filter, columns, format);
  };
  scope.post('/api/v1/Report/terminal-report/excel', download('xlsx'));
  scope.post('/api/v1/Report/terminal-report/csv', download('csv'));
  scope.post<{ Params: { format: string } }>('/api/v1/Report/terminal/:format', async (request) => {
    const format = REPORT_FORMATS[request.params.format];
    if (!format) throw refuse(404, 'GM-0010');
    return download(format)(request);
  });
};
