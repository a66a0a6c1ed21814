import { zodSchemaOf } from '../../../resources/core/validation';
import type { ImportRow, RowResult } from '../../../resources/terminals/create/csv/importFormat';
import { checkRow } from '../../../resources/terminals/create/csv/checkRow';
import { problemsOfIssues, problemsOfRefusal } from '../../../resources/terminals/create/csv/rowProblems';
import { recordOfRow } from '../../../resources/terminals/create/csv/rowRecord';
import { terminals } from '../../../resources/terminals/schema';
import type { SandboxContext } from '../../context';
import { createRecord } from '../../engine/records';
import type { RequestSession } from '../../guard';
import { ServiceError } from '../../errors';
import { writeTransaction } from '../../storage/writeTransaction';
import { createReferenceLookup } from './references';

/**
 * One batch of an import, each row on its own: its values checked as the console checks them,
 * its names resolved, then created as a single terminal is (the engine's checks, TM-0008 for a
 * serial of the entity, and the terminals' rules: TM-0010 naming the entity holding it, the group
 * rule). A refused row never stops the others; the batch is one transaction.
 */
export const importRows = (
  context: SandboxContext,
  session: RequestSession,
  rows: readonly ImportRow[],
): Promise<RowResult[]> => {
  const lookup = createReferenceLookup(context.db, session.entityId);
  const schema = zodSchemaOf(terminals, 'create');
  const scope = { context, schema: context.store.schema(terminals.name), session };

  const importOne = async (row: ImportRow): Promise<RowResult> => {
    const early = checkRow(row);
    if (early.length) return { row: row.row, problems: early };
    const { record, problems } = recordOfRow(row, lookup);
    if (problems.length) return { row: row.row, problems };
    const parsed = schema.safeParse(record);
    if (!parsed.success) return { row: row.row, problems: problemsOfIssues(row, parsed.error) };
    try {
      return { row: row.row, id: (await createRecord(scope, parsed.data)).id };
    } catch (error) {
      if (error instanceof ServiceError) return { row: row.row, problems: problemsOfRefusal(row, error.body) };
      throw error;
    }
  };

  return writeTransaction(context.db, async () => {
    const results: RowResult[] = [];
    for (const row of rows) results.push(await importOne(row));
    return results;
  });
};
