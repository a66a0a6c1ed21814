import { useCallback, useEffect, useState } from 'react';
import { useEmvProvider } from '../emv/useEmvProvider';
import type { UpdateRow, UpdateTarget } from './updateShapes';

/** Sends a push and answers its rows, each pending until its terminal answers. */
export type PushSender = (target: UpdateTarget) => Promise<UpdateRow[]>;

/** How often pending pushes are asked after: a terminal answers within seconds. */
export const POLL_MS = 1_000;

/**
 * The rows of a push, followed until none is pending (as the terminal detail follows its actions);
 * a retry pushes again to the failed terminals (through `send`) and follows the new actions in their place.
 */
export const useUpdateTracking = (send: PushSender) => {
  const provider = useEmvProvider();
  const [rows, setRows] = useState<UpdateRow[] | null>(null);
  // Every answer, or a failed poll (the network, a busy service), schedules the next one.
  const [beat, setBeat] = useState(0);
  const pendingIds = (rows ?? []).filter((row) => row.state === 'PENDING').map((row) => row.actionId);
  const waiting = pendingIds.join(',');

  useEffect(() => {
    if (!waiting) return;
    const timer = setTimeout(async () => {
      const actionIds = waiting.split(',').map(Number);
      try {
        const { data } = await provider.parameterUpdateStates({ actionIds });
        const byId = new Map(data.map((row) => [row.actionId, row]));
        setRows((current) => current?.map((row) => byId.get(row.actionId) ?? row) ?? null);
      } catch {
        // Asked again on the next beat.
      } finally {
        setBeat((n) => n + 1);
      }
    }, POLL_MS);
    return () => clearTimeout(timer);
  }, [waiting, beat, provider]);

  const retryFailed = useCallback(async () => {
    const failed = (rows ?? []).filter((row) => row.state === 'FAILED');
    if (!failed.length) return;
    const resent = await send({ kind: 'serials', serialNumbers: failed.map((row) => row.serialNumber) });
    const retried = new Set(failed.map((row) => row.terminalId));
    setRows((current) => [...(current ?? []).filter((row) => !retried.has(row.terminalId)), ...resent]);
  }, [rows, send]);

  return { rows, setRows, retryFailed };
};
