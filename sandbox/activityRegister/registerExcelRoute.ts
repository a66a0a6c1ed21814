import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ChainedEntry } from '../../resources/activityRegister/chain';
import {
  registerWorkbookFile,
  type RegisterSheetTexts,
} from '../../resources/activityRegister/export/registerWorkbook';
import { activityRegister } from '../../resources/activityRegister/schema';
import type { DownloadedFile } from '../../resources/terminals/operations/shapes';
import type { SandboxContext } from '../context';
import { sessionOf } from '../guard';
import { columnOf, tableOf } from '../storage/tables';
import { parseBody } from '../terminals/operations/requests';
import { registerLogOf } from './registerLogOf';

const text = z.string().min(1).max(200);
const hint = z.string().max(300);
const textsSchema: z.ZodType<RegisterSheetTexts> = z
  .object({
    sheet: text,
    integritySheet: text,
    header: z.array(text).max(20),
    integrityHeader: z.tuple([text, text, text]),
    formatHint: hint,
    entityHint: hint,
    headSequenceHint: hint,
    headHashHint: hint,
    verifyHint: hint,
  })
  .strict();

/**
 * POST {reports}/api/v1/action-registry/excel { texts } (spec section 7, action-registry: excel):
 * the token's entity's whole register as the Excel workbook the console exports (the same writer),
 * every entry up to the chain's head read with the head in one transaction, so the file checks as
 * complete; the translated sheet names, titles and hints come from the caller. Base64 in JSON.
 */
export const registerExcelRoute = (app: FastifyInstance, context: SandboxContext, path: string) => {
  const sequence = columnOf('sequence');
  const entriesUpTo = context.db.prepare(
    `SELECT data FROM ${tableOf(activityRegister)} WHERE entity_id = ? AND ${sequence} BETWEEN 1 AND ? ORDER BY ${sequence}`,
  );
  const chainOf = context.db.transaction((entityId: number) => {
    const head = registerLogOf(context).head(entityId);
    const rows = entriesUpTo.all(entityId, head.sequence) as { data: string }[];
    return { head, entries: rows.map((row) => JSON.parse(row.data) as ChainedEntry) };
  });

  app.post(path, { onRequest: context.guard }, async (request): Promise<DownloadedFile> => {
    const session = sessionOf(request);
    const { texts } = parseBody(z.object({ texts: textsSchema }).strict(), request.body);
    const { head, entries } = chainOf(session.entityId);
    return registerWorkbookFile(entries, head, texts);
  });
};
