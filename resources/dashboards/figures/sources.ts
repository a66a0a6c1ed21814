/**
 * The records a dashboard reads, reduced to the fields it needs. The sandbox selects them from its
 * tables, the in-memory provider from its world: both hand them to the same board functions.
 */
export interface OperationRow {
  date: string;
  type: string;
  amount: number;
  currency: string | null;
  cardBrand?: string | null;
  commerceId: number | null;
  maskedPan?: string | null;
}

export interface TerminalRow {
  lastConnectionDate: string | null;
  batteryLevel: number | null;
  connectionType: string | null;
  androidVersion: string | null;
  modelName: string | null;
  kmsVersion: string | null;
  secureModule: string | null;
  hasLocation: boolean;
}

export interface TerminalActionRow {
  action: string;
  state: string;
  reason: string | null;
  requestedAt: string;
}

export interface LogRow {
  type: string;
  createdAt: string;
}

export interface CampaignRow {
  name: string;
  status: string;
  validFrom: string;
  validTo: string;
  commerceId: number | null;
  whitelistCommerceIds: readonly number[];
  blacklistCommerceIds: readonly number[];
  binNumbers: readonly string[];
  minAmount: number | null;
  maxAmount: number | null;
}

export interface RegisterRow {
  date: string;
  action: string;
}

export interface StateRow {
  state: string;
}

export interface SoftwareRow {
  kind: string;
  name: string;
}

export interface UserRow {
  status: string;
  twoFactorEnabled: boolean;
}

/** Each board asks for what it reads; loaders fetch only that. */
export interface BoardSources {
  operations(): OperationRow[];
  terminals(): TerminalRow[];
  terminalActions(): TerminalActionRow[];
  logs(): LogRow[];
  campaigns(): CampaignRow[];
  register(): RegisterRow[];
  apps(): StateRow[];
  appVersions(): StateRow[];
  software(): SoftwareRow[];
  users(): UserRow[];
}

/** When the board is computed, and from when a terminal counts as online (the entity's window). */
export interface BoardClock {
  now: number;
  onlineSince: string;
}
