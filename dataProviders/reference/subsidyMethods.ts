import type { MethodNames } from '../lazyMethods';
import type { SubsidyEntry, SubsidyImportPlan } from '../../resources/subsidies/importPlan';

/**
 * The subsidies' JSON import and export (spec section 7: Subsidies json import and export), over
 * HTTP (`subsidyHttp.ts`) and in memory (`subsidyFakerest.ts`). They take the subsidies resource
 * first, so they reach the parameters service's client.
 */

export interface ImportSubsidiesParams {
  /** The parsed JSON file, as it came: the service checks every entry. */
  entries: unknown;
  /** Only say what would be added and changed; nothing is saved. */
  dryRun: boolean;
}

export interface SubsidyMethods {
  /** What the file adds and changes (saved unless `dryRun`); a file with a bad entry is refused whole (400 GM-0013). */
  importSubsidies(resource: string, params: ImportSubsidiesParams): Promise<{ data: SubsidyImportPlan }>;
  exportSubsidies(resource: string): Promise<{ data: SubsidyEntry[] }>;
}

export const SUBSIDY_IMPORT_PATH = 'api/v1/Subsidies/json/import';
export const SUBSIDY_EXPORT_PATH = 'api/v1/Subsidies/json/export';

export const subsidyMethodNames: MethodNames<SubsidyMethods> = {
  importSubsidies: true,
  exportSubsidies: true,
};
