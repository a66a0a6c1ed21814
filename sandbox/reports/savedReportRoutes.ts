import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { isTableReportKind } from '../../resources/reports/reportKinds';
import { reportFilterOf } from '../../resources/reports/reportFilter';
import type { Report } from '../../resources/reports/schema';
import type { SandboxContext } from '../context';
import { requireRead } from '../engine/access';
import { refuse } from '../errors';
import { sessionOf } from '../guard';
import { columnsSchema, createTerminalReport } from '../terminals/operations/report';
import { parseBody } from '../terminals/operations/requests';
import { createTableReports } from './tableReportRoutes';

/**
 * POST /api/v1/Report/{id}/excel (spec section 7, Report: excel): a saved report of the token's
 * entity run as it was saved, as an Excel workbook (base64 in JSON, as the other report files).
 * The body carries the translated titles the file needs: `{ columns }` for a terminal report (as
 * Report/terminal), `{ titles }` for a user, commerce or Artemis one (as Report/{kind}); each
 * kind then asks for what running it directly asks for.
 */
export const savedReportRoutes = (scope: FastifyInstance, context: SandboxContext) => {
  const { store } = context;
  const terminalReport = createTerminalReport(context);
  const tableReport = createTableReports(context);

  scope.post<{ Params: { id: string } }>('/api/v1/Report/:id/excel', async (request) => {
    const session = sessionOf(request);
    requireRead(session, store.schema('reports'));
    const id = Number(request.params.id);
    const saved = Number.isInteger(id) ? store.get('reports', id, session.entityId) : undefined;
    if (!saved) throw refuse(404, 'GM-0010');
    if (isTableReportKind(saved.kind)) return tableReport(session, saved.kind, 'xlsx', request.body);
    const { columns } = parseBody(z.object({ columns: columnsSchema }), request.body);
    return terminalReport.file(session, reportFilterOf(saved as Partial<Report>), columns, 'xlsx');
  });
};
