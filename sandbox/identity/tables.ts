import type { Db } from '../database';

/** Adds a column to a table of an older database file that lacks it. */
const addColumn = (db: Db, table: string, column: string, declaration: string) => {
  const columns = db.prepare(`PRAGMA table_info(${table})`).all() as { name: string }[];
  if (!columns.some(({ name }) => name === column)) db.exec(`ALTER TABLE ${table} ADD COLUMN ${column} ${declaration}`);
};

/**
 * Identity's own tables. A user's profile is a record of the `users` resource (same id); its
 * secrets, memberships and tokens live here.
 */
export const migrateIdentity = (db: Db) => {
  db.exec(`
    CREATE TABLE IF NOT EXISTS signing_keys (
      kid TEXT PRIMARY KEY, private_pkcs8 TEXT NOT NULL, public_spki TEXT NOT NULL, created_at INTEGER NOT NULL);
    CREATE TABLE IF NOT EXISTS credentials (
      user_id INTEGER PRIMARY KEY,
      user_name TEXT NOT NULL UNIQUE COLLATE NOCASE,
      password_hash TEXT NOT NULL,
      failed_attempts INTEGER NOT NULL DEFAULT 0,
      totp_secret TEXT,
      totp_enabled INTEGER NOT NULL DEFAULT 0,
      partner_id INTEGER,
      password_history TEXT NOT NULL DEFAULT '[]');
    CREATE TABLE IF NOT EXISTS memberships (
      user_id INTEGER NOT NULL, entity_id INTEGER NOT NULL, role_id INTEGER NOT NULL,
      PRIMARY KEY (user_id, entity_id));
    CREATE TABLE IF NOT EXISTS token_families (
      family TEXT PRIMARY KEY, user_id INTEGER NOT NULL, entity_id INTEGER NOT NULL,
      revoked INTEGER NOT NULL DEFAULT 0, created_at INTEGER NOT NULL);
    CREATE TABLE IF NOT EXISTS refresh_tokens (
      token_hash TEXT PRIMARY KEY, family TEXT NOT NULL, expires_at INTEGER NOT NULL, used_at INTEGER);
    CREATE TABLE IF NOT EXISTS revoked_tokens (jti TEXT PRIMARY KEY, expires_at INTEGER NOT NULL);
    CREATE TABLE IF NOT EXISTS outbox (
      id INTEGER PRIMARY KEY, recipient TEXT NOT NULL, subject TEXT NOT NULL, body TEXT NOT NULL,
      code TEXT, created_at INTEGER NOT NULL);
    CREATE TABLE IF NOT EXISTS secure_codes (
      user_id INTEGER NOT NULL, purpose TEXT NOT NULL, code_hash TEXT NOT NULL, expires_at INTEGER NOT NULL,
      PRIMARY KEY (user_id, purpose));
  `);
  // A secret being enrolled (GET /TwoFA/qr) waits here until a code confirms it; the enabled one stays valid meanwhile.
  addColumn(db, 'credentials', 'totp_pending', 'TEXT');
  // Wrong guesses of a secure code; the code is dropped after a few so 6 digits cannot be walked.
  addColumn(db, 'secure_codes', 'attempts', 'INTEGER NOT NULL DEFAULT 0');
  addColumn(db, 'outbox', 'kind', 'TEXT');
  // The last time step a 2FA code was accepted in: a code of that step or an earlier one is refused (RFC 6238 5.2).
  addColumn(db, 'credentials', 'totp_last_step', 'INTEGER');
  // A session ends at the sign-in time plus the user's cookie period, however often it is refreshed.
  addColumn(db, 'token_families', 'expires_at', 'INTEGER');
  // When the next signing key took over: the key still verifies the tokens it signed until they expire.
  addColumn(db, 'signing_keys', 'retired_at', 'INTEGER');
};
