import { waitsForConnection } from '../../fleetInstalls/outcome';
import { EXPIRY_DAYS } from '../../fleetInstalls/shapes';
import type { ActionRequest } from '../../terminalsHistory/book';
import { isOnline } from '../../terminals/schema';

const DAY_MS = 24 * 3_600_000;

/** What the push reads of a terminal it reaches. */
export interface PushedTerminal {
  id: number;
  lastConnectionDate?: string | null;
  batteryLevel?: number | null;
}

/**
 * The TPV initialisation a push sends one terminal, as both back ends record it: a terminal
 * offline since `since` waits for its next connection for `expiryDays` (the installs' rule).
 */
export const parameterPushOf = (
  terminal: PushedTerminal,
  {
    requestedBy,
    since,
    expiryDays = EXPIRY_DAYS.default,
  }: { requestedBy: string; since: string; expiryDays?: number },
): ActionRequest => {
  const facts = {
    id: terminal.id,
    online: isOnline(terminal.lastConnectionDate, since),
    batteryLevel: terminal.batteryLevel ?? null,
    waitsForBatch: false,
  };
  return {
    terminalId: terminal.id,
    action: 'TPV_INITIALIZATION',
    requestedBy,
    ...(waitsForConnection(facts, { download: false }) ? { waitsForMs: expiryDays * DAY_MS } : {}),
  };
};
