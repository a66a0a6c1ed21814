import type { HttpMethodsContext } from '../defineMethods';
import type { SubsidyEntry, SubsidyImportPlan } from '../../resources/subsidies/importPlan';
import { SUBSIDY_EXPORT_PATH, SUBSIDY_IMPORT_PATH, type SubsidyMethods } from './subsidyMethods';

const isPlan = (value: unknown): value is SubsidyImportPlan =>
  typeof value === 'object' &&
  value !== null &&
  Array.isArray((value as SubsidyImportPlan).added) &&
  Array.isArray((value as SubsidyImportPlan).changed);

export const createHttpSubsidyMethods = ({ urls, httpClientFor }: HttpMethodsContext): SubsidyMethods => ({
  importSubsidies: async ({ entries, dryRun }) => {
    const query = dryRun ? '?dryRun=true' : '';
    const { json } = await httpClientFor('parameters')(`${urls.parameters}/${SUBSIDY_IMPORT_PATH}${query}`, {
      method: 'POST',
      body: JSON.stringify(entries),
    });
    if (!isPlan(json)) throw new Error('errors.generic.oops');
    return { data: json };
  },
  exportSubsidies: async () => {
    const { json } = await httpClientFor('parameters')(`${urls.parameters}/${SUBSIDY_EXPORT_PATH}`);
    if (!Array.isArray(json)) throw new Error('errors.generic.oops');
    return { data: json as SubsidyEntry[] };
  },
});
