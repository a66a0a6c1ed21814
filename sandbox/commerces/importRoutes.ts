import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  checkCommerceRow,
  commerceColumns,
  problemsOfRefusal,
  recordOfCommerceRow,
  type CommerceRow,
} from '../../resources/commerces/import/commerceImportFormat';
import { commerceCsvFormat } from '../../resources/commerces/import/commerceCsvFormat';
import { commerces } from '../../resources/commerces/schema';
import { commerceTerminalPaths } from '../../resources/commerces/terminals/shapes';
import { emptyValuesOf, type ImportContext } from '../../resources/csvImport/csvFormat';
import { exampleCsv } from '../../resources/csvImport/csvFiles';
import { IMPORT_BATCH_SIZE, type RowResult } from '../../resources/csvImport/importTypes';
import type { SandboxContext } from '../context';
import { requireWrite } from '../engine/access';
import { createRecord } from '../engine/records';
import { refuse, ServiceError } from '../errors';
import { sessionOf, type RequestSession } from '../guard';
import { ruleContextOf } from '../engine/domainRules';
import { writeTransaction } from '../storage/writeTransaction';

const valuesSchema = z.object(
  Object.fromEntries(commerceColumns.map((column) => [column, z.string().max(1000).optional()])),
);
const bodySchema = z.object({
  rows: z
    .array(z.object({ row: z.number().int().min(1), values: valuesSchema }))
    .min(1)
    .max(IMPORT_BATCH_SIZE),
});

/**
 * Commerce onboarding from a CSV file (spec section 7):
 * - POST /api/Commerce/create/from-file {rows: [{row, values}]}: every good row is created, every
 *   refused one answers why, `{results: [{row, id} | {row, problems}]}`; an empty batch is 400
 *   CM-0020, a body of another shape 400 CM-0026;
 * - GET /api/Commerce/csv/example: the example file for the caller's entity (its variant's tax ids,
 *   every field a variant or the e-mail flag requires), as the console offers it.
 * The rows pass the console's checks, then are created as a single commerce is: the engine's
 * uniqueness (CM-0001 merchant id, CM-0003 commerce code) and the commerce's rules
 * (resources/commerces/hooks.ts: the entity's variant, RNC, CIF, e-mail flag).
 */
export const commerceImportRoutes = (scope: FastifyInstance, context: SandboxContext) => {
  const { db, store } = context;
  const schema = store.schema(commerces.name);

  /** The caller's entity and its configuration, whose variant the example and every row meet. */
  const importContextOf = async (session: RequestSession): Promise<ImportContext> => ({
    entityId: session.entityId,
    config: await ruleContextOf(context, session).store.entityConfig(),
  });

  scope.get(`/${commerceTerminalPaths.example}`, async (request, reply) => {
    const session = sessionOf(request);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="commerces-example.csv"')
      .send(exampleCsv(commerceCsvFormat, await importContextOf(session)));
  });

  scope.post(`/${commerceTerminalPaths.importFile}`, async (request) => {
    const session = sessionOf(request);
    requireWrite(session, schema);
    const rowsAsked = (request.body as { rows?: unknown } | undefined)?.rows;
    if (Array.isArray(rowsAsked) && rowsAsked.length === 0) throw refuse(400, 'CM-0020');
    const parsed = bodySchema.safeParse(request.body);
    if (!parsed.success) throw refuse(400, 'CM-0026');
    const recordScope = { context, schema, session };
    const importContext = await importContextOf(session);

    const importOne = async (row: CommerceRow): Promise<RowResult> => {
      const early = checkCommerceRow(row, importContext);
      if (early.length) return { row: row.row, problems: early };
      try {
        return { row: row.row, id: (await createRecord(recordScope, recordOfCommerceRow(row))).id };
      } catch (error) {
        if (error instanceof ServiceError) return { row: row.row, problems: problemsOfRefusal(row, error.body) };
        throw error;
      }
    };
    const rows = parsed.data.rows.map(({ row, values }) => ({
      row,
      values: { ...emptyValuesOf(commerceCsvFormat), ...values },
    }));
    const results = await writeTransaction(db, async () => {
      const answered: RowResult[] = [];
      for (const row of rows) answered.push(await importOne(row));
      return answered;
    });
    return { results };
  });
};
