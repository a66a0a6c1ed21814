import { useCallback, useEffect, useState } from 'react';
import { useEmvProvider } from '../emv/useEmvProvider';
import type { UpdateRow, UpdateTarget } from './updateShapes';

/**
 * Sends a push and answers its rows, each pending until its terminal answers (or waiting, for
 * `expiryDays` at most, for an offline terminal's next connection).
 */
export type PushSender = (target: UpdateTarget, expiryDays?: number) => Promise<UpdateRow[]>;

/** How often pending pushes are asked after: a terminal answers within seconds. */
export const POLL_MS = 1_000;

/**
 * The rows of a push, followed until none is pending or waiting for its terminal (as the terminal
 * detail follows its actions); a retry pushes again to the failed terminals (through `send`) and
 * follows the new actions in their place; the waiting ones can be cancelled.
 */
export const useUpdateTracking = (send: PushSender) => {
  const provider = useEmvProvider();
  const [rows, setRows] = useState<UpdateRow[] | null>(null);
  // Every answer, or a failed poll (the network, a busy service), schedules the next one.
  const [beat, setBeat] = useState(0);
  const pendingIds = (rows ?? [])
    .filter((row) => row.state === 'PENDING' || row.state === 'WAITING')
    .map((row) => row.actionId);
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

  const cancelWaiting = useCallback(async () => {
    const actionIds = (rows ?? []).filter((row) => row.state === 'WAITING').map((row) => row.actionId);
    if (!actionIds.length) return;
    const { data } = await provider.cancelWaitingParameterUpdate({ actionIds });
    const byId = new Map(data.map((row) => [row.actionId, row]));
    setRows((current) => current?.map((row) => byId.get(row.actionId) ?? row) ?? null);
  }, [rows, provider]);

  return { rows, setRows, retryFailed, cancelWaiting };
};
