import { useQuery } from '@tanstack/react-query';
import { useLocaleState, useTranslate } from 'ra-core';
import { reports } from '../../../reports/schema';
import type { ReportFormat, TerminalReportFilter } from '../../operations/shapes';
import { useOperations } from '../shared/useOperations';
import { reportColumns } from './reportColumns';

/**
 * The report file for these filters and format, prepared once per visit of the download page
 * (never retried behind the user's back, never kept after the page closes).
 */
export const useReportFile = (request: { format: ReportFormat; filter: TerminalReportFilter } | null) => {
  const operations = useOperations();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return useQuery({
    queryKey: ['terminalReportFile', request?.format, JSON.stringify(request?.filter), locale],
    enabled: request !== null,
    queryFn: async () => {
      if (!request) throw new Error('errors.generic.oops');
      const { filter, format } = request;
      return (
        await operations.downloadTerminalReport(reports.resource, { filter, format, columns: reportColumns(translate) })
      ).data;
    },
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });
};
