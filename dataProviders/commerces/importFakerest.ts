import { HttpError, type DataProvider } from 'ra-core';
import { entityConfigOf } from '../../fixtures/entityConfig';
import {
  checkCommerceRow,
  problemOfField,
  recordOfCommerceRow,
  variantProblems,
  type CommerceRow,
} from '../../resources/commerces/import/commerceImportFormat';
import { commerces } from '../../resources/commerces/schema';
import type { RowProblem, RowResult } from '../../resources/csvImport/importTypes';
import type { CommerceMethods } from './commerceMethods';

/** A refusal of the provider's create (schema, CM-0001 and CM-0003 uniqueness) as row problems. */
const problemsOfError = (row: CommerceRow, error: unknown): RowProblem[] => {
  const body = error instanceof HttpError ? (error.body as { Code?: string; Errors?: Record<string, string> }) : {};
  const errors = Object.entries(body?.Errors ?? {});
  if (!errors.length) return [problemOfField(row, '', body?.Code ?? 'errors.generic.oops')];
  return errors.map(([path, code]) => problemOfField(row, path, code));
};

/**
 * The commerce import over an in-memory provider, answering like the commerce service: the
 * same row checks, the entity's variant rules, each good row created through the provider (so
 * its own rules apply: CM-0001 and CM-0003 for codes the entity has).
 */
export const fakeImportCommerces =
  (provider: DataProvider, currentEntity: () => number): CommerceMethods['importCommerces'] =>
  async ({ batch }) => {
    const rows = JSON.parse(batch.json) as CommerceRow[];
    const config = entityConfigOf(currentEntity());
    const data: RowResult[] = [];
    for (const row of rows) {
      const early = checkCommerceRow(row);
      if (early.length) {
        data.push({ row: row.row, problems: early });
        continue;
      }
      const record = recordOfCommerceRow(row);
      const variant = variantProblems(row, record, currentEntity(), config);
      if (variant.length) {
        data.push({ row: row.row, problems: variant });
        continue;
      }
      try {
        const { data: created } = await provider.create(commerces.resource, { data: record });
        data.push({ row: row.row, id: Number(created.id) });
      } catch (error) {
        data.push({ row: row.row, problems: problemsOfError(row, error) });
      }
    }
    return { data };
  };
