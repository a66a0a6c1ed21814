import { useState } from 'react';
import { useNotify } from 'ra-core';
import { errorKeyOf } from './errorText';

/**
 * One call at a time on an operation page: `busy` while it runs (buttons wait), and a failure
 * told as a warning in the user's language instead of thrown.
 */
export const useBusyWork = () => {
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
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
  return { busy, run };
};
