import { useCallback, useState } from 'react';
import { useEmvProvider } from '../emv/useEmvProvider';
import type { UpdateImpact, UpdateTarget } from './updateShapes';
import { useUpdateTracking, type PushSender } from './useUpdateTracking';
import { useBusyWork } from '../../terminals/pages/shared/useBusyWork';

/**
 * A push of parameters to terminals, as /ParameterUpdate and /Terminal/Refresh both make it: the
 * impact first, then the push, each terminal followed until it answers, and a retry of the failed.
 * The push goes through `sender` when given (/Terminal/Refresh sends initialization parameters),
 * else through the parameter update.
 */
export const useParameterPush = (sender?: PushSender) => {
  const provider = useEmvProvider();
  const [impact, setImpact] = useState<UpdateImpact | null>(null);
  const { busy, run } = useBusyWork();
  const updateSender = useCallback<PushSender>(
    async (target, expiryDays) => (await provider.sendParameterUpdate({ target, expiryDays })).data.rows,
    [provider],
  );
  const send = sender ?? updateSender;
  const { rows, setRows, retryFailed, cancelWaiting } = useUpdateTracking(send);
  return {
    impact,
    busy,
    rows,
    preview: (target: UpdateTarget) =>
      run(async () => setImpact((await provider.parameterUpdateImpact({ target })).data)),
    /** `expiryDays`: how long offline terminals are waited for (the services' default when left out). */
    send: (target: UpdateTarget, expiryDays?: number) => run(async () => setRows(await send(target, expiryDays))),
    retry: () => run(retryFailed),
    cancelWaiting: () => run(cancelWaiting),
    /** Forgets the impact (the target changed) and the rows (a new push). */
    reset: () => (setRows(null), setImpact(null)),
  };
};

export type ParameterPush = ReturnType<typeof useParameterPush>;
