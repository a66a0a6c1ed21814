import type { TerminalActionFailure } from '../../terminalsHistory/schema';

/** Whose parameters are pushed: every terminal of a profile, group or commerce, or listed serials. */
export type UpdateTarget =
  { kind: 'profile' | 'group' | 'commerce'; id: number } | { kind: 'serials'; serialNumbers: string[] };

export type UpdateTargetKind = UpdateTarget['kind'];

export interface UnsupportedModel {
  modelId: number;
  modelName: string;
  terminals: number;
}

/** What a push would reach, told before it is sent. */
export interface UpdateImpact {
  /** Terminals the push is sent to (supported, not deactivated). */
  total: number;
  /** Of those, how many are offline now: they download on their next connection. */
  offline: number;
  /** Terminals left out because their model cannot take a parameter push. */
  unsupported: UnsupportedModel[];
  /** Deactivated terminals left out. */
  deactivated: number;
  /** Listed serials no terminal of the entity has. */
  unknownSerials: string[];
}

/** WAITING: sent to an offline terminal, which takes it on its next connection (or it expires). */
export type UpdateState = 'PENDING' | 'WAITING' | 'DONE' | 'FAILED';

/** A push: whose terminals, and how many days offline ones are waited for (7 by default). */
export interface UpdateRequest {
  target: UpdateTarget;
  expiryDays?: number;
}

/** One terminal's push, followed until the terminal answers. */
export interface UpdateRow {
  actionId: number;
  terminalId: number;
  serialNumber: string;
  state: UpdateState;
  reason: TerminalActionFailure | null;
}

/** Most terminals one push reaches; a bigger fleet is pushed group by group. */
export const MAX_UPDATE_TERMINALS = 5000;
