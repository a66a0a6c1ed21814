import { join } from 'node:path';

/** Everything the sandbox can be told, from the environment; defaults suit a developer machine. */
export interface SandboxConfig {
  host: string;
  port: number;
  /** Folder of the database file (git-ignored). */
  dataDir: string;
  databaseFile: string;
  /** Built console to serve at /, with a history fallback; absent folder: API only. */
  consoleDir: string;
  clientId: string;
  clientSecret: string;
  issuer: string;
  accessTokenSeconds: number;
  /** Refresh tokens live the user's cookie expiration in days, this many by default. */
  refreshTokenDays: number;
  /** Sign-in and recovery calls allowed per (trimmed, case-folded) user name per minute. */
  tokenRatePerMinute: number;
  /** The same calls allowed per client address per minute, whatever the names. */
  addressRatePerMinute: number;
  /** The same calls allowed per minute from all addresses together. */
  globalRatePerMinute: number;
  /** Wrong passwords (per user name) or wrong 2FA codes (per user) in a row that start a lockout. */
  lockoutFailures: number;
  /** The first lockout's length; each next one in a row doubles it, up to 8 times as long. */
  lockoutMinutes: number;
  /**
   * SANDBOX_TOTP_REUSE=1 accepts a 2FA code again within its time step. Only for the end-to-end
   * suite, whose parallel tests sign in as the one 2FA persona many times a minute.
   */
  totpReuse: boolean;
  /** How many terminals the seed generates. */
  terminals: number;
  /** The world's 'now' when seeding: absent, the time of seeding (tests pin it to stay reproducible). */
  worldNow?: number;
  /** How long a simulated terminal takes to answer a pushed action. */
  actionDelayMs: number;
  /** Simulated terminal heartbeats every this many milliseconds; 0 turns them off. */
  heartbeatMs: number;
  /** Terminals visited per heartbeat. */
  heartbeatBatch: number;
  /**
   * SANDBOX_TEST_MODE=1: the helpers end-to-end tests need (the mail outbox, entity configuration
   * changes) answer without a token. Off, those routes do not exist.
   */
  testMode: boolean;
  /**
   * SANDBOX_MASTER_KEY: 32 bytes in base64 that encrypt the key material at rest (the token
   * signing keys, secret profile parameters). Absent, the sandbox makes one on first start, in
   * `master.key` beside the database file.
   */
  masterKey?: string;
  /** A token signing key signs this many days, then the next one does (both published meanwhile). */
  signingKeyDays: number;
  /** An uploaded file no record refers to is removed this many hours after its upload. */
  fileGraceHours: number;
  /** The sweep of such files runs on start and then every this many milliseconds; 0: on start only. */
  fileSweepMs: number;
  /**
   * SANDBOX_PASSWORD_COST: scrypt's N for the password and code hashes the sandbox makes (a power
   * of two from 1024). Each hash keeps its own N, so changing it never locks anyone out.
   */
  passwordCost: number;
}

const number = (value: string | undefined, fallback: number) => {
  const parsed = Number(value);
  return value !== undefined && value !== '' && Number.isFinite(parsed) ? parsed : fallback;
};

/** scrypt's N: a power of two, at least 1024; anything else is the default. */
const DEFAULT_PASSWORD_COST = 16384;
const scryptCost = (value: string | undefined) => {
  const cost = number(value, DEFAULT_PASSWORD_COST);
  return cost >= 1024 && Number.isInteger(Math.log2(cost)) ? cost : DEFAULT_PASSWORD_COST;
};

/** A period in milliseconds: 0 or less (or nonsense) is off, anything else at least 100 ms. */
const period = (value: string | undefined, fallback: number) => {
  const ms = number(value, fallback);
  return ms > 0 ? Math.max(100, ms) : 0;
};

export const configFrom = (
  env: Record<string, string | undefined>,
  overrides: Partial<SandboxConfig> = {},
): SandboxConfig => {
  const dataDir = env.SANDBOX_DATA_DIR ?? '.sandbox-data';
  return {
    host: env.HOST ?? '127.0.0.1',
    port: number(env.PORT, 8080),
    dataDir,
    databaseFile: env.SANDBOX_DB ?? join(dataDir, 'sandbox.db'),
    consoleDir: env.SANDBOX_CONSOLE_DIR ?? 'dist',
    clientId: env.SANDBOX_CLIENT_ID ?? 'backoffice-web',
    clientSecret: env.SANDBOX_CLIENT_SECRET ?? 'sandbox-secret',
    issuer: env.SANDBOX_ISSUER ?? 'https://sandbox.console.local',
    accessTokenSeconds: number(env.SANDBOX_ACCESS_TOKEN_SECONDS, 3600),
    refreshTokenDays: number(env.SANDBOX_REFRESH_TOKEN_DAYS, 1),
    tokenRatePerMinute: number(env.SANDBOX_TOKEN_RATE, 120),
    addressRatePerMinute: number(env.SANDBOX_ADDRESS_RATE, 300),
    globalRatePerMinute: number(env.SANDBOX_GLOBAL_RATE, 3000),
    lockoutFailures: Math.max(1, number(env.SANDBOX_LOCKOUT_FAILURES, 5)),
    lockoutMinutes: Math.max(0, number(env.SANDBOX_LOCKOUT_MINUTES, 30)),
    totpReuse: env.SANDBOX_TOTP_REUSE === '1',
    terminals: number(env.SANDBOX_TERMINALS, 2000),
    actionDelayMs: Math.max(0, number(env.SANDBOX_ACTION_DELAY_MS, 3000)),
    heartbeatMs: period(env.SANDBOX_HEARTBEAT_MS, 5000),
    heartbeatBatch: Math.max(1, Math.round(number(env.SANDBOX_HEARTBEAT_BATCH, 40))),
    testMode: env.SANDBOX_TEST_MODE === '1',
    masterKey: env.SANDBOX_MASTER_KEY || undefined,
    signingKeyDays: Math.max(0.0001, number(env.SANDBOX_SIGNING_KEY_DAYS, 30)),
    fileGraceHours: Math.max(0, number(env.SANDBOX_FILE_GRACE_HOURS, 24)),
    fileSweepMs: period(env.SANDBOX_FILE_SWEEP_MS, 3_600_000),
    passwordCost: scryptCost(env.SANDBOX_PASSWORD_COST),
    ...overrides,
  };
};
