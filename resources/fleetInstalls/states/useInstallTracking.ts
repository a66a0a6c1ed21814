import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { InstallSummary, TargetState } from '../shapes';
import { useInstallProvider } from '../useInstallProvider';

/** How often a running install is asked after: terminals answer within seconds. */
export const POLL_MS = 1_000;

/** Whether anything can still change without the user: a wave running, or terminals unanswered. */
export const isActive = (summary: InstallSummary | undefined) =>
  !summary || summary.state === 'RUNNING' || summary.counts.PENDING > 0 || summary.counts.WAITING > 0;

/**
 * An install's summary and one page of its terminals (the service pages them: 10,000 rows stay
 * 50 on screen), asked again every second while it is active; retry, resume and cancelling
 * the waiting terminals refresh both.
 */
export const useInstallTracking = (id: number, state: TargetState | undefined, page: number, perPage: number) => {
  const provider = useInstallProvider();
  const client = useQueryClient();
  const summary = useQuery({
    queryKey: ['fleetInstall', id],
    queryFn: async () => (await provider.getInstall({ id })).data,
    refetchInterval: (query) => (isActive(query.state.data) ? POLL_MS : false),
  });
  const active = isActive(summary.data);
  const rows = useQuery({
    queryKey: ['fleetInstall', id, 'terminals', state, page, perPage],
    queryFn: () =>
      provider.getInstallTargets({
        id,
        state,
        start: page * perPage,
        end: page * perPage + perPage - 1,
      }),
    placeholderData: keepPreviousData,
    refetchInterval: active ? POLL_MS : false,
  });
  const refresh = useCallback(
    async (work: () => Promise<{ data: InstallSummary }>) => {
      const { data } = await work();
      client.setQueryData(['fleetInstall', id], data);
      await client.invalidateQueries({ queryKey: ['fleetInstall', id, 'terminals'] });
    },
    [client, id],
  );
  const retryFailed = () => refresh(() => provider.retryInstall({ id }));
  const resume = () => refresh(() => provider.resumeInstall({ id }));
  const cancelWaiting = () => refresh(() => provider.cancelWaiting({ id }));
  return { summary, rows, retryFailed, resume, cancelWaiting };
};
