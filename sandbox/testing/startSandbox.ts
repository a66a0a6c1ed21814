import type { AddressInfo } from 'node:net';
import { DEFAULT_WORLD } from '../../fixtures/world';
import { permissionsOf } from '../../resources/core/access';
import { configFrom, type SandboxConfig } from '../config';
import { createAccounts } from '../identity/accounts';
import { systemAdministratorClaim } from '../identity/systemAdministratorClaim';
import { createSandbox } from '../sandbox';
import { seedIfEmpty } from '../seed';

/**
 * Seeded worlds by what they were seeded from: a test file's sandbox copies one (a few
 * milliseconds) instead of generating and storing it again (most of a second).
 */
const seededImages = new Map<string, Buffer>();

/** scrypt's least work factor: suites sign in hundreds of times, and each hash is the same code. */
export const TEST_PASSWORD_COST = 1024;

/**
 * A seeded sandbox on an in-memory database, listening on a free loopback port: no heartbeats,
 * pushes answered after the default delay, the world seeded at the fixtures' fixed clock, cheap
 * password hashes, and the test helpers on (test mode; `testMode: false` starts it as `npm start` does).
 */
export const startSandbox = async (overrides: Partial<SandboxConfig> = {}) => {
  const config = configFrom(
    {},
    {
      databaseFile: ':memory:',
      consoleDir: '.no-console',
      port: 0,
      terminals: 200,
      heartbeatMs: 0,
      worldNow: DEFAULT_WORLD.now,
      testMode: true,
      passwordCost: TEST_PASSWORD_COST,
      ...overrides,
    },
  );
  const seedKey = JSON.stringify([config.terminals, config.worldNow, config.passwordCost]);
  const sandbox = await createSandbox(config, seededImages.get(seedKey));
  if (seedIfEmpty(sandbox.context).seeded) seededImages.set(seedKey, sandbox.context.db.serialize());
  await sandbox.app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = sandbox.app.server.address() as AddressInfo;
  const baseUrl = `http://127.0.0.1:${port}`;

  /**
   * An access token for a user of the world, as the token endpoint would issue it; `permissions`
   * replaces the role's, for mixes no persona has.
   */
  const tokenFor = async (userName: string, entityId?: number, permissions?: string[]) => {
    const { db, tokens } = sandbox.context;
    const user = db
      .prepare(
        `SELECT c.user_id AS id, c.partner_id AS partnerId, m.entity_id AS entityId, m.role_id AS roleId
         FROM credentials c JOIN memberships m ON m.user_id = c.user_id
         WHERE c.user_name = ? ORDER BY (m.entity_id = ?) DESC LIMIT 1`,
      )
      .get(userName, entityId ?? -1) as
      { id: number; partnerId: number | null; entityId: number; roleId: number } | undefined;
    if (!user) throw new Error(`No user ${userName}`);
    const profile = sandbox.context.store.get('users', user.id) as Record<string, unknown>;
    const role = sandbox.context.store.get('roles', user.roleId) as { permissionIds?: number[] };
    const names =
      permissions ?? (role.permissionIds ?? []).map((id) => String(sandbox.context.store.get('permissions', id)?.name));
    const family = tokens.startFamily(user.id, user.entityId);
    const { token } = await tokens.issueAccessToken(
      {
        UserId: user.id,
        UserName: userName,
        FirstName: String(profile.firstName),
        LastName: String(profile.lastName),
        Permissions: names.length === 1 ? names[0] : names,
        ...(user.partnerId ? { PartnerId: user.partnerId } : {}),
        ...systemAdministratorClaim(createAccounts(sandbox.context), user.id),
      },
      family,
    );
    return { token, userId: user.id, entityId: user.entityId, permissions: permissionsOf(names) };
  };

  /** The entity a token is bound to (its refresh-token family's; the token itself names none). */
  const boundEntityOf = async (token: string) => (await sandbox.context.tokens.verify(token)).entityId;

  const close = async () => {
    await sandbox.app.close();
    sandbox.context.db.close();
  };
  return { ...sandbox, baseUrl, tokenFor, boundEntityOf, close };
};

export type TestSandbox = Awaited<ReturnType<typeof startSandbox>>;
