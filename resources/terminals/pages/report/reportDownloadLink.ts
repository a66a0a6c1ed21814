import { isTableReportKind, type TableReportKind } from '../../../reports/reportTables';
import type { ReportFormat, TerminalReportFilter } from '../../operations/shapes';

export const REPORT_PATH = '/Terminal/TerminalReport';
export const REPORT_DOWNLOAD_PATH = '/report/download';

const formats: readonly ReportFormat[] = ['xlsx', 'csv'];

const ids = (value: unknown) =>
  Array.isArray(value) && value.length > 0 && value.every((id) => Number.isSafeInteger(id))
    ? (value as number[])
    : undefined;
const word = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined);

/** Only the known filter fields, each of its type: a hand-edited address cannot send anything else. */
export const cleanReportFilter = (raw: unknown): TerminalReportFilter => {
  if (typeof raw !== 'object' || raw === null) return {};
  const source = raw as Record<string, unknown>;
  const filter: TerminalReportFilter = {
    brandIds: ids(source.brandIds),
    modelIds: ids(source.modelIds),
    entities: ids(source.entities),
    connectionType: word(source.connectionType),
    androidVersion: word(source.androidVersion),
  };
  return Object.fromEntries(Object.entries(filter).filter(([, value]) => value !== undefined));
};

/** The report filters read from `?filter=` (empty when absent or not JSON). */
export const reportFilterFrom = (search: URLSearchParams): TerminalReportFilter => {
  const text = search.get('filter');
  if (!text) return {};
  try {
    return cleanReportFilter(JSON.parse(text));
  } catch {
    return {};
  }
};

const query = (filter: TerminalReportFilter, extra: Record<string, string> = {}) => {
  const clean = cleanReportFilter(filter);
  const params = new URLSearchParams(extra);
  if (Object.keys(clean).length > 0) params.set('filter', JSON.stringify(clean));
  const text = params.toString();
  return text ? `?${text}` : '';
};

/** The download page's address for these filters and this format. */
export const reportDownloadLink = (filter: TerminalReportFilter, format: ReportFormat) =>
  `${REPORT_DOWNLOAD_PATH}${query(filter, { format })}`;

/** The report page's address with these filters chosen again. */
export const reportLink = (filter: TerminalReportFilter) => `${REPORT_PATH}${query(filter)}`;

/** The download page's address for a user, commerce or Artemis report of the current entity. */
export const tableReportDownloadLink = (kind: TableReportKind, format: ReportFormat) =>
  `${REPORT_DOWNLOAD_PATH}?${new URLSearchParams({ kind, format }).toString()}`;

/** What the download page may be asked for: the terminal report with its filters, or a table report. */
export type ReportDownloadRequest =
  | { kind: 'terminal'; format: ReportFormat; filter: TerminalReportFilter }
  | { kind: TableReportKind; format: ReportFormat };

/** What the download page was asked for, or null when the address has no valid format or kind. */
export const reportDownloadRequest = (search: URLSearchParams): ReportDownloadRequest | null => {
  const format = formats.find((candidate) => candidate === search.get('format'));
  const kind = search.get('kind') ?? 'terminal';
  if (!format) return null;
  if (kind === 'terminal') return { kind, format, filter: reportFilterFrom(search) };
  return isTableReportKind(kind) ? { kind, format } : null;
};
