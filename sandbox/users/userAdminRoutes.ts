import type { FastifyInstance } from 'fastify';
import type { SandboxContext } from '../context';
import { refuse } from '../errors';
import { sessionOf } from '../guard';
import { present } from '../engine/present';
import { createIdentitySecurity } from '../identity/security';
import { requirePermission } from '../terminals/operations/requests';

/**
 * Identity calls an administrator makes about another user, and the caller's 2FA list:
 * - POST TwoFA/disable2fa/:userId (USERS_WRITE_AND_READ): resets a user of the entity's 2FA, who
 *   enrols again from their profile and is told by mail; answers the user without secrets;
 * - GET WhiteList2Fa/user: the caller's permissions whose use asks for 2FA;
 * - GET WhiteList2Fa/list: the entity's whole 2FA list, unpaged, each entry with its permission's name.
 * Unblocking is POST User/:userId/unblock (identity/sessionRoutes.ts).
 */
export const userAdminRoutes = (scope: FastifyInstance, context: SandboxContext) => {
  const { store } = context;
  const { resetTwoFactor } = createIdentitySecurity(context);
  scope.post<{ Params: { userId: string } }>('/api/v1/TwoFA/disable2fa/:userId', async (request) => {
    const session = sessionOf(request);
    requirePermission(session, 'USERS_WRITE_AND_READ');
    const userId = Number(request.params.userId);
    if (!Number.isInteger(userId) || !store.get('users', userId, session.entityId)) throw refuse(404, 'GM-0010');
    resetTwoFactor(userId);
    return present(store.schema('users'), store.get('users', userId)!);
  });

  scope.get('/api/v1/WhiteList2Fa/user', async (request) => {
    const session = sessionOf(request);
    const listed = store.list('permissions2fa', {
      entityId: session.entityId,
      filter: { required: true },
      range: [0, 999],
    }).records;
    return listed.flatMap((entry) => {
      const name = store.get('permissions', Number(entry.permissionId))?.name;
      return typeof name === 'string' && session.permissions.includes(name) ? [name] : [];
    });
  });

  scope.get('/api/v1/WhiteList2Fa/list', async (request) => {
    const session = sessionOf(request);
    const schema = store.schema('permissions2fa');
    const { records } = store.list(schema.name, {
      entityId: session.entityId,
      sort: schema.defaultSort,
      range: [0, 999],
    });
    return records.map((entry) => ({
      ...present(schema, entry),
      permissionName: store.get('permissions', Number(entry.permissionId))?.name ?? null,
    }));
  });
};
