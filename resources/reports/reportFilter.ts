import type { TerminalReportFilter } from '../terminals/operations/shapes';
import type { Report } from './schema';

const nonEmpty = <T>(values: readonly T[] | null | undefined) =>
  values && values.length > 0 ? [...values] : undefined;

/** A saved report's definition as the terminal report's filters (entities are stored as their ids' text). */
export const reportFilterOf = (report: Partial<Report>): TerminalReportFilter => ({
  brandIds: nonEmpty(report.brandIds?.map(Number)),
  modelIds: nonEmpty(report.modelIds?.map(Number)),
  entities: nonEmpty(report.entities?.map(Number)),
  connectionType: report.connectionType ?? undefined,
  androidVersion: report.androidVersion?.trim() || undefined,
});
