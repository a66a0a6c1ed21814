import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'ra-core';
import type { TerminalOperationsDataProvider } from '../../dataProviders/terminals/operationsMethods';
import { tags } from './schema';

/** How many terminals hold a tag, asked only while `enabled` (a dialog is open). */
export const useTagTerminalCount = (id: number, enabled: boolean) => {
  const dataProvider = useDataProvider<TerminalOperationsDataProvider>();
  return useQuery({
    queryKey: [tags.resource, 'terminalCount', id],
    queryFn: async () => (await dataProvider.tagTerminalCount({ id })).data.total,
    enabled,
    staleTime: 0,
  });
};
