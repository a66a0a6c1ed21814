import type { FastifyRequest } from 'fastify';
import { isChange, STEP_UP_HEADER, STEP_UP_NOT_ENROLLED } from '../../resources/permissions2fa/stepUp';
import type { SandboxContext } from '../context';
import { refuse } from '../errors';
import { createIdentitySecurity } from '../identity/security';

/** Asks the request for a fresh 2FA code when the permission it uses is 2FA-protected. */
export interface StepUp {
  confirm(permission: string): void;
}

const headerOf = (request: FastifyRequest) => {
  const value = request.headers[STEP_UP_HEADER];
  return typeof value === 'string' ? value.trim() : undefined;
};

/**
 * The whitelist check (resources/permissions2fa/stepUp.ts): the entity's permissions listed with
 * `required` on, read once per request and only when a change asks.
 */
export const createStepUp = (context: Pick<SandboxContext, 'db' | 'store' | 'config'>) => {
  const { store } = context;
  const { accounts, secondFactor } = createIdentitySecurity(context);
  const protectedIn = (entityId: number) =>
    new Set(
      store
        .list('permissions2fa', { entityId, filter: { required: true }, range: [0, 999] })
        .records.flatMap((entry) => {
          const name = store.get('permissions', Number(entry.permissionId))?.name;
          return typeof name === 'string' ? [name] : [];
        }),
    );

  return (request: FastifyRequest, userId: number, entityId: number): StepUp => {
    let listed: Set<string> | undefined;
    let confirmed = false;
    return {
      confirm(permission) {
        if (confirmed || !isChange(request.method)) return;
        listed ??= protectedIn(entityId);
        if (!listed.has(permission)) return;
        const credentials = accounts.byId(userId);
        if (!credentials?.totpEnabled || !credentials.totpSecret)
          throw refuse(400, 'IS-0014', { Message: STEP_UP_NOT_ENROLLED });
        const code = headerOf(request);
        if (!code) throw refuse(400, 'IS-0014', { Message: 'two-factor code required' });
        // One code confirms one request: the check refuses its time step from then on.
        if (!secondFactor(credentials, code)) throw refuse(400, 'IS-0015', { Errors: { code: 'IS-0015' } });
        confirmed = true;
      },
    };
  };
};
