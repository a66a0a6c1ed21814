import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useLocaleState, useTranslate } from 'ra-core';
import type { TableReportDataProvider } from '../../../../dataProviders/reports/tableReportMethods';
import { reportSources, reportTableColumns, type TableReportKind } from '../../../reports/reportTables';
import { schemaNamed } from '../../../schemaLookup';
import { fieldLabel } from '../../../views/labels';
import { useOperations } from '../shared/useOperations';
import { reportColumns } from './reportColumns';
import type { ReportDownloadRequest } from './reportDownloadLink';

type Translate = ReturnType<typeof useTranslate>;

/** A table report's titles in the user's language; the Artemis file keeps its fixed header. */
const tableTitles = (kind: TableReportKind, translate: Translate) => {
  const source = schemaNamed(reportSources[kind]);
  const sheet = translate(`resources.${source.resource}.name`, { smart_count: 2, _: kind });
  if (kind === 'artemis') return { sheet };
  const columns = reportTableColumns[kind].map((path) => [path, translate(fieldLabel(source.resource, path))]);
  return { sheet, ...Object.fromEntries(columns) };
};

/**
 * The report file for this request, prepared once per visit of the download page (never retried
 * behind the user's back, never kept after the page closes): the terminal report with its filters,
 * or a user, commerce or Artemis report of the entity.
 */
export const useReportFile = (request: ReportDownloadRequest | null) => {
  const operations = useOperations();
  const dataProvider = useDataProvider<TableReportDataProvider>();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return useQuery({
    queryKey: ['terminalReportFile', JSON.stringify(request), locale],
    enabled: request !== null,
    queryFn: async () => {
      if (!request) throw new Error('errors.generic.oops');
      if (request.kind !== 'terminal') {
        const { kind, format } = request;
        const titles = tableTitles(kind, translate);
        return (await dataProvider.downloadTableReport({ kind, format, filter: {}, titles })).data;
      }
      const { filter, format } = request;
      return (await operations.downloadTerminalReport({ filter, format, columns: reportColumns(translate) })).data;
    },
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });
};
