import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useRefresh } from 'ra-core';
import { useCallback } from 'react';
import { type TerminalActionsDataProvider } from '../../../dataProviders/terminals/actionsMethods';

/** While a push is pending the history is asked again this often; it stops when none is. */
export const HISTORY_POLL_MS = 2_000;

const historyKey = (terminalId: number) => ['terminalHistory', terminalId] as const;

/** One page of the terminal's actions, newest first, polled while any of them is pending. */
export const useTerminalHistory = (terminalId: number, page = 1, perPage = 10) => {
  const dataProvider = useDataProvider<TerminalActionsDataProvider>();
  return useQuery({
    queryKey: [...historyKey(terminalId), page, perPage],
    enabled: Number.isSafeInteger(terminalId) && terminalId > 0,
    queryFn: () => dataProvider.terminalHistory({ terminalId, page, perPage }),
    refetchInterval: (query) =>
      query.state.data?.data.some((action) => action.state === 'PENDING' || action.state === 'WAITING')
        ? HISTORY_POLL_MS
        : false,
  });
};

/** After an action: the history, the record and its lists are read again. */
export const useAfterAction = (terminalId: number) => {
  const queryClient = useQueryClient();
  const refresh = useRefresh();
  return useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: historyKey(terminalId) });
    refresh();
  }, [queryClient, refresh, terminalId]);
};
