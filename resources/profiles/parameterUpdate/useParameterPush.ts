import { useState } from 'react';
import { useNotify } from 'ra-core';
import { errorKeyOf } from '../../terminals/pages/shared/errorText';
import { EMV_RESOURCE, useEmvProvider } from '../emv/useEmvProvider';
import type { UpdateImpact, UpdateTarget } from './updateShapes';
import { useUpdateTracking } from './useUpdateTracking';

/**
 * A push of parameters to terminals, as /ParameterUpdate and /Terminal/Refresh both make it: the
 * impact first, then the push, each terminal followed until it answers, and a retry of the failed.
 */
export const useParameterPush = () => {
  const notify = useNotify();
  const provider = useEmvProvider();
  const [impact, setImpact] = useState<UpdateImpact | null>(null);
  const [busy, setBusy] = useState(false);
  const { rows, setRows, retryFailed } = useUpdateTracking();

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
    } catch (error) {
      notify(errorKeyOf(error), { type: 'warning' });
    } finally {
      setBusy(false);
    }
  };
  return {
    impact,
    busy,
    rows,
    preview: (target: UpdateTarget) =>
      run(async () => setImpact((await provider.parameterUpdateImpact(EMV_RESOURCE, { target })).data)),
    send: (target: UpdateTarget) =>
      run(async () => setRows((await provider.sendParameterUpdate(EMV_RESOURCE, { target })).data.rows)),
    retry: () => run(retryFailed),
    /** Forgets the impact (the target changed) and the rows (a new push). */
    reset: () => (setRows(null), setImpact(null)),
  };
};

export type ParameterPush = ReturnType<typeof useParameterPush>;
