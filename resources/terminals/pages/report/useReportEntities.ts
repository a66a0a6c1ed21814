import { useQuery } from '@tanstack/react-query';
import { reports } from '../../../reports/schema';
import type { ReportEntity } from '../../operations/reportEntities';
import { useOperations } from '../shared/useOperations';

/** The entities the user may report on, as the reports service lists them (none until it answers). */
export const useReportEntities = (): ReportEntity[] => {
  const operations = useOperations();
  const { data = [] } = useQuery({
    queryKey: [reports.resource, 'terminalReportEntities'],
    queryFn: async () => (await operations.terminalReportEntities()).data,
  });
  return data;
};
