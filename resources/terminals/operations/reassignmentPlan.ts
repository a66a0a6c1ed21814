import type { ReassignmentPlan, ReassignmentRequest, ReassignmentRow } from './shapes';

/** What the plan needs to know of a terminal. */
export interface PlannedTerminal {
  id: number;
  serialNumber: string;
  commerceId: number;
  groupId?: number | null;
  deleted?: boolean;
}

/**
 * Decides, for every requested serial, whether its terminal moves to the target commerce (and
 * group): unknown serials (TM-0002) and deleted terminals (PM-0010) do not, nor do terminals
 * already there. Console preview and service decide with the same rule.
 */
export const planReassignment = (
  request: ReassignmentRequest,
  terminals: readonly PlannedTerminal[],
): ReassignmentPlan => {
  const bySerial = new Map(terminals.map((terminal) => [terminal.serialNumber, terminal]));
  const targetGroup = request.groupId ?? null;
  const rows = request.serialNumbers.map((serialNumber): ReassignmentRow => {
    const terminal = bySerial.get(serialNumber);
    if (!terminal) return { serialNumber, status: 'UNKNOWN', code: 'TM-0002' };
    const from = {
      terminalId: terminal.id,
      fromCommerceId: terminal.commerceId,
      fromGroupId: terminal.groupId ?? null,
    };
    if (terminal.deleted) return { serialNumber, status: 'UNAVAILABLE', code: 'PM-0010', ...from };
    const same = terminal.commerceId === request.commerceId && (terminal.groupId ?? null) === targetGroup;
    return { serialNumber, status: same ? 'ALREADY_THERE' : 'MOVE', ...from };
  });
  return { rows, moving: rows.filter((row) => row.status === 'MOVE').length };
};
