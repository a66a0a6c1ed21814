import { z } from 'zod';
import {
  IMPORT_BATCH_SIZE,
  emptyValues,
  importColumns,
  type ImportRow,
} from '../../../resources/terminals/create/csv/importFormat';
import { ServiceError } from '../../errors';

const valuesSchema = z.object(
  Object.fromEntries(importColumns.map((column) => [column, z.string().max(1000).optional()])),
);

const bodySchema = z.object({
  rows: z
    .array(z.object({ row: z.number().int().min(1), values: valuesSchema }))
    .min(1)
    .max(IMPORT_BATCH_SIZE),
});

/**
 * The rows of an import request: 1 to IMPORT_BATCH_SIZE rows of text values by column. An empty
 * list is TM-0007 (no terminals to process); a body of another shape is TM-0009 (wrong format).
 */
export const importBodyOf = (body: unknown): ImportRow[] => {
  const rows = (body as { rows?: unknown } | undefined)?.rows;
  if (Array.isArray(rows) && rows.length === 0) throw new ServiceError(400, { Code: 'TM-0007', Message: 'TM-0007' });
  const parsed = bodySchema.safeParse(body);
  if (!parsed.success) throw new ServiceError(400, { Code: 'TM-0009', Message: 'TM-0009' });
  return parsed.data.rows.map(({ row, values }) => ({ row, values: { ...emptyValues(), ...values } }));
};
