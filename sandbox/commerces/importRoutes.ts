import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  checkCommerceRow,
  commerceColumns,
  problemOfField,
  recordOfCommerceRow,
  variantProblems,
  type CommerceRow,
} from '../../resources/commerces/import/commerceImportFormat';
import { commerceCsvFormat } from '../../resources/commerces/import/commerceCsvFormat';
import { commerces } from '../../resources/commerces/schema';
import { commerceTerminalPaths } from '../../resources/commerces/terminals/shapes';
import { zodSchemaOf } from '../../resources/core/validation';
import { emptyValuesOf } from '../../resources/csvImport/csvFormat';
import { exampleCsv } from '../../resources/csvImport/csvFiles';
import { IMPORT_BATCH_SIZE, type RowProblem, type RowResult } from '../../resources/csvImport/importTypes';
import type { SandboxContext } from '../context';
import { requireRead, requireWrite } from '../engine/access';
import { createEntityConfigStore } from '../entities/entityConfig';
import { refuse, ServiceError } from '../errors';
import { sessionOf } from '../guard';

const valuesSchema = z.object(
  Object.fromEntries(commerceColumns.map((column) => [column, z.string().max(1000).optional()])),
);
const bodySchema = z.object({
  rows: z
    .array(z.object({ row: z.number().int().min(1), values: valuesSchema }))
    .min(1)
    .max(IMPORT_BATCH_SIZE),
});

/** A refusal of the commerce's hooks or uniqueness as row problems. */
const problemsOfRefusal = (row: CommerceRow, error: ServiceError): RowProblem[] => {
  const errors = Object.entries(error.body.Errors ?? {});
  if (!errors.length) return [problemOfField(row, '', error.body.Code ?? 'errors.generic.oops')];
  return errors.map(([path, code]) => problemOfField(row, path, code));
};

/**
 * Commerce onboarding from a CSV file (spec section 7):
 * - POST /api/Commerce/create/from-file {rows: [{row, values}]}: every good row is created, every
 *   refused one answers why, `{results: [{row, id} | {row, problems}]}`; an empty batch is 400
 *   CM-0020, a body of another shape 400 CM-0026;
 * - GET /api/Commerce/csv/example: the example file, as the console offers it.
 * The rows pass the console's checks, the entity's variant rules (RNC, CIF, e-mail flag), the
 * engine's uniqueness (CM-0001 merchant id, CM-0003 commerce code) and the commerce hooks.
 */
export const commerceImportRoutes = (scope: FastifyInstance, context: SandboxContext) => {
  const { db, store, hooks } = context;
  const configs = createEntityConfigStore(db);
  const schema = store.schema(commerces.name);
  const zod = zodSchemaOf(commerces, 'create');

  scope.get(`/${commerceTerminalPaths.example}`, async (request, reply) => {
    requireRead(sessionOf(request), schema);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="commerces-example.csv"')
      .send(exampleCsv(commerceCsvFormat));
  });

  scope.post(`/${commerceTerminalPaths.importFile}`, async (request) => {
    const session = sessionOf(request);
    requireWrite(session, schema);
    const rowsAsked = (request.body as { rows?: unknown } | undefined)?.rows;
    if (Array.isArray(rowsAsked) && rowsAsked.length === 0) throw refuse(400, 'CM-0020');
    const parsed = bodySchema.safeParse(request.body);
    if (!parsed.success) throw refuse(400, 'CM-0026');
    const { entityId } = session;
    const config = configs.read(entityId);
    const hookContext = { entityId, session };
    const commerceHooks = hooks.get(commerces.name);

    const importOne = (row: CommerceRow): RowResult => {
      const early = checkCommerceRow(row);
      if (early.length) return { row: row.row, problems: early };
      const record = recordOfCommerceRow(row);
      const variant = variantProblems(row, record, entityId, config);
      if (variant.length) return { row: row.row, problems: variant };
      const data = zod.parse(record) as Record<string, unknown>;
      const clash = (['merchantId', 'commerceCode'] as const).find(
        (field) => store.findOther(commerces.name, entityId, field, data[field]) !== undefined,
      );
      if (clash) return { row: row.row, problems: [problemOfField(row, clash, String(schema.fields[clash].unique))] };
      try {
        return db.transaction(() => {
          const stored = commerceHooks?.beforeCreate ? commerceHooks.beforeCreate(data, hookContext) : data;
          const inserted = store.insert(commerces.name, entityId, stored);
          commerceHooks?.afterCreate?.(inserted, data, hookContext);
          return { row: row.row, id: inserted.id };
        })();
      } catch (error) {
        if (error instanceof ServiceError) return { row: row.row, problems: problemsOfRefusal(row, error) };
        throw error;
      }
    };
    const rows = parsed.data.rows.map(({ row, values }) => ({
      row,
      values: { ...emptyValuesOf(commerceCsvFormat), ...values },
    }));
    return { results: db.transaction(() => rows.map(importOne))() };
  });
};
