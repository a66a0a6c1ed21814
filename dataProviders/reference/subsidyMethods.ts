import { defineMethods } from '../defineMethods';
import type { SubsidyEntry, SubsidyImportPlan } from '../../resources/subsidies/importPlan';

/**
 * The subsidies' JSON import and export (spec section 7: Subsidies json import and export), over
 * HTTP (`subsidyHttp.ts`, on the parameters service) and in memory (`subsidyFakerest.ts`).
 */

export interface ImportSubsidiesParams {
  /** The parsed JSON file, as it came: the service checks every entry. */
  entries: unknown;
  /** Only say what would be added and changed; nothing is saved. */
  dryRun: boolean;
}

export interface SubsidyMethods {
  /** What the file adds and changes (saved unless `dryRun`); a file with a bad entry is refused whole (400 GM-0013). */
  importSubsidies(params: ImportSubsidiesParams): Promise<{ data: SubsidyImportPlan }>;
  exportSubsidies(): Promise<{ data: SubsidyEntry[] }>;
}

export const SUBSIDY_IMPORT_PATH = 'api/v1/Subsidies/json/import';
export const SUBSIDY_EXPORT_PATH = 'api/v1/Subsidies/json/export';

export const subsidyFamily = defineMethods<SubsidyMethods>({
  domain: 'reference',
  names: {
    importSubsidies: true,
    exportSubsidies: true,
  },
  http: async (context) => (await import('./subsidyHttp')).createHttpSubsidyMethods(context),
  fake: async (context) => (await import('./subsidyFakerest')).createFakeSubsidyMethods(context),
});
