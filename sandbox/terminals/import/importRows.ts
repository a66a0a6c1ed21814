import { isErrorCode } from '../../../resources/core/errorCodes';
import { zodSchemaOf } from '../../../resources/core/validation';
import {
  codeMessage,
  type ImportRow,
  type RowProblem,
  type RowResult,
} from '../../../resources/terminals/create/csv/importFormat';
import { checkRow } from '../../../resources/terminals/create/csv/checkRow';
import {
  codedProblem,
  columnOfField,
  keyedProblem,
  problemsOfIssues,
} from '../../../resources/terminals/create/csv/rowProblems';
import { terminals } from '../../../resources/terminals/schema';
import type { SandboxContext } from '../../context';
import type { HookContext } from '../../engine/hooks';
import { ServiceError } from '../../errors';
import { createReferenceLookup } from './references';
import { recordOfRow } from '../../../resources/terminals/create/csv/rowRecord';
import type { SerialOwners } from './serialOwners';

/** A refusal of the terminal's hooks (the group rule, other parts' rules) as row problems. */
const problemsOfRefusal = (row: ImportRow, error: ServiceError): RowProblem[] => {
  const fields = Object.entries(error.body.Errors ?? {});
  if (!fields.length)
    return [error.body.Code ? codedProblem(row, error.body.Code) : keyedProblem(row, 'errors.generic.oops')];
  return fields.map(([field, value]) => {
    const column = columnOfField[field];
    return isErrorCode(value)
      ? { ...codedProblem(row, value, {}, column), message: codeMessage(value) }
      : keyedProblem(row, value, {}, column);
  });
};

/**
 * One batch of an import, each row on its own: its values checked as the console checks them,
 * its names resolved, the terminal schema and hooks applied, its serial new everywhere (TM-0008
 * in the caller's entity, TM-0010 naming the entity holding it otherwise). A refused row never
 * stops the others; the batch is one transaction.
 */
export const importRows = (
  context: SandboxContext,
  hookContext: HookContext,
  owners: SerialOwners,
  rows: readonly ImportRow[],
): RowResult[] => {
  const { db, store } = context;
  const { entityId } = hookContext;
  const lookup = createReferenceLookup(db, entityId);
  const hooks = context.hooks.get(terminals.name);
  const schema = zodSchemaOf(terminals, 'create');

  const importOne = (row: ImportRow, guarded: boolean): RowResult => {
    const early = checkRow(row);
    if (early.length) return { row: row.row, problems: early };
    const { record, problems } = recordOfRow(row, lookup);
    if (problems.length) return { row: row.row, problems };
    const parsed = schema.safeParse(record);
    if (!parsed.success) return { row: row.row, problems: problemsOfIssues(row, parsed.error) };
    const data = parsed.data as Record<string, unknown>;
    const serial = String(data.serialNumber);
    const conflict = owners.conflictOf(serial, entityId);
    if (conflict) {
      const args: Record<string, string> =
        conflict.code === 'TM-0010' ? { 0: conflict.serial, 1: conflict.entity } : {};
      return { row: row.row, problems: [codedProblem(row, conflict.code, args, 'serialNumber')] };
    }
    const create = () => {
      const stored = hooks?.beforeCreate ? hooks.beforeCreate(data, hookContext) : data;
      const inserted = store.insert(terminals.name, entityId, stored);
      hooks?.afterCreate?.(inserted, data, hookContext);
      return { row: row.row, id: inserted.id };
    };
    if (!guarded) return create();
    try {
      return db.transaction(create)();
    } catch (error) {
      if (error instanceof ServiceError) return { row: row.row, problems: problemsOfRefusal(row, error) };
      throw error;
    }
  };

  // Most batches have no row a hook refuses: one transaction, no savepoint per row. When a hook
  // refuses one, the batch is undone and run again with each row in its own savepoint.
  const run = (guarded: boolean) => db.transaction(() => rows.map((row) => importOne(row, guarded)))();
  try {
    return run(false);
  } catch (error) {
    if (error instanceof ServiceError) return run(true);
    throw error;
  }
};
