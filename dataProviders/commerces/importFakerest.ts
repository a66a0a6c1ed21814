import { HttpError, type DataProvider } from 'ra-core';
import {
  checkCommerceRow,
  problemsOfRefusal,
  recordOfCommerceRow,
  type CommerceRow,
} from '../../resources/commerces/import/commerceImportFormat';
import { commerces } from '../../resources/commerces/schema';
import type { RowResult } from '../../resources/csvImport/importTypes';
import type { ServiceErrorBody } from '../../resources/core/wire';
import type { CommerceMethods } from './commerceMethods';

/**
 * The commerce import over an in-memory provider, answering like the commerce service: the
 * same row checks, then each row created through the provider, so the engine's checks (CM-0001,
 * CM-0003) and the commerce's rules (the entity's variant: RNC, CIF, e-mail flag) refuse it.
 */
export const fakeImportCommerces =
  (provider: DataProvider): CommerceMethods['importCommerces'] =>
  async ({ batch }) => {
    const rows = JSON.parse(batch.json) as CommerceRow[];
    const data: RowResult[] = [];
    for (const row of rows) {
      const early = checkCommerceRow(row);
      if (early.length) {
        data.push({ row: row.row, problems: early });
        continue;
      }
      try {
        const { data: created } = await provider.create(commerces.resource, { data: recordOfCommerceRow(row) });
        data.push({ row: row.row, id: Number(created.id) });
      } catch (error) {
        if (!(error instanceof HttpError)) throw error;
        data.push({ row: row.row, problems: problemsOfRefusal(row, (error.body ?? {}) as ServiceErrorBody) });
      }
    }
    return { data };
  };
