import type { FastifyInstance } from 'fastify';
import type { Db } from '../database';
import type { Accounts } from './accounts';

export interface Mail {
  recipient: string;
  subject: string;
  body: string;
  code?: string;
  /** What the mail is about (a recovery code, a security notice, a PIN). */
  kind?: string;
}

interface MailRow {
  recipient: string;
  subject: string;
  body: string;
  code: string | null;
  created_at: number;
}

/** The sandbox sends no e-mail: mails land in the outbox table. */
export const sendMail = (db: Db, mail: Mail) =>
  db
    .prepare('INSERT INTO outbox (recipient, subject, body, code, kind, created_at) VALUES (?, ?, ?, ?, ?, ?)')
    .run(mail.recipient, mail.subject, mail.body, mail.code ?? null, mail.kind ?? null, Date.now());

/**
 * GET /sandbox/outbox?to=<e-mail or user name>: newest first, at most 50. It answers without a
 * token so end-to-end tests can read recovery codes, which is why it only exists in test mode
 * (SANDBOX_TEST_MODE=1): a sandbox started otherwise has no such route (404).
 */
export const registerOutbox = (app: FastifyInstance, db: Db, accounts: Accounts) => {
  app.get('/sandbox/outbox', async (request) => {
    const { to } = request.query as { to?: string };
    const rows = (
      to
        ? db
            .prepare(
              'SELECT * FROM outbox WHERE recipient = ? COLLATE NOCASE OR recipient = ? COLLATE NOCASE ORDER BY id DESC LIMIT 50',
            )
            .all(to, emailOf(accounts, to) ?? to)
        : db.prepare('SELECT * FROM outbox ORDER BY id DESC LIMIT 50').all()
    ) as MailRow[];
    return rows.map((row) => ({
      recipient: row.recipient,
      subject: row.subject,
      body: row.body,
      code: row.code,
      createdAt: new Date(row.created_at).toISOString(),
    }));
  });
};

const emailOf = (accounts: Accounts, userName: string) => {
  const credentials = accounts.byName(userName);
  const email = credentials && accounts.profile(credentials.userId)?.email;
  return typeof email === 'string' ? email : undefined;
};
