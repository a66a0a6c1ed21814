/**
 * The commerce's terminals as the commerce service answers them (plain TypeScript: the console
 * and the sandbox share it). A terminal in a warehouse is out of service: it is in stock, not
 * among its commerce's terminals.
 */
export interface CommerceTerminal {
  id: number;
  serialNumber: string;
  alias: string | null;
  commerceId: number;
  groupId: number | null;
  warehouseId: number | null;
  lastConnectionDate: string | null;
  /** Connected within the entity's online window (TERMINAL_ONLINE_MINUTES). */
  online: boolean;
}

export interface TerminalMoveRequest {
  terminalIds: number[];
}

export interface MoveOutRequest extends TerminalMoveRequest {
  warehouseId: number;
}

export interface MoveResult {
  moved: number;
}

export interface PinResendResult {
  /** Terminals whose new PIN went out. */
  sent: number;
  /** The commerce e-mail it went to. */
  recipient: string;
}

/** At most this many terminals per list answer and per move. */
export const COMMERCE_TERMINALS_LIMIT = 500;

/** Paths on the commerce service (spec section 7: Commerce {id}/terminals) and the terminal service (ResendPin). */
export const commerceTerminalPaths = {
  terminals: (commerceId: number) => `api/Commerce/${commerceId}/terminals`,
  moveOut: (commerceId: number) => `api/Commerce/${commerceId}/terminals/move-out`,
  stock: 'api/Commerce/warehouse/terminals',
  resendPin: 'api/v1/Terminal/ResendPin',
  importFile: 'api/Commerce/create/from-file',
  example: 'api/Commerce/csv/example',
} as const;
