import type { FastifyRequest } from 'fastify';
import type { SecondFactor } from '../../resources/core/rules/domainHooks';
import { permissions } from '../../resources/permissions/schema';
import { permissions2fa } from '../../resources/permissions2fa/schema';
import { isChange, protectedPermissions, STEP_UP_HEADER, stepUpRefusal } from '../../resources/permissions2fa/stepUp';
import type { SandboxContext } from '../context';
import { createIdentitySecurity } from '../identity/security';
import { redoAfterRollback } from '../storage/writeTransaction';

/** The 2FA whitelist for one request: what the caller's authenticator and the request's code say. */
export interface StepUp {
  /** What the whitelist's domain rule (resources/permissions2fa/hooks.ts) reads of the caller. */
  secondFactor(): SecondFactor;
  /** The same check for routes beyond the resource engine, by the permission they need. */
  confirm(permission: string): void;
}

const headerOf = (request: FastifyRequest) => {
  const value = request.headers[STEP_UP_HEADER];
  return typeof value === 'string' ? value.trim() : undefined;
};

const ALL: [number, number] = [0, 999];

/**
 * The whitelist (resources/permissions2fa/stepUp.ts) on the sandbox: the caller's credentials and
 * the `x-2fa-code` header, read only when a change needs a protected permission.
 */
export const createStepUp = (context: Pick<SandboxContext, 'db' | 'store' | 'config'>) => {
  const { store } = context;
  const { accounts, secondFactor: acceptCode } = createIdentitySecurity(context);
  const protectedIn = (entityId: number) => {
    const entries = store.list(permissions2fa.name, { entityId, filter: { required: true }, range: ALL }).records;
    const ids = entries.map((entry) => Number(entry.permissionId));
    const catalogue = ids.length ? store.list(permissions.name, { filter: { id: ids }, range: ALL }).records : [];
    return protectedPermissions(entries, catalogue);
  };

  return (request: FastifyRequest, userId: number, entityId: number): StepUp => {
    let listed: Set<string> | undefined;
    let confirmed = false;
    // One code confirms one request: its time step is refused from then on, so each code is
    // checked once per request however many writes of the request ask.
    const verdicts = new Map<string, boolean>();
    const secondFactor = (): SecondFactor => {
      const credentials = accounts.byId(userId);
      const enrolled = Boolean(credentials?.totpEnabled && credentials.totpSecret);
      const verify = (code: string) => {
        if (!enrolled || !credentials) return false;
        if (!verdicts.has(code)) {
          const accepted = acceptCode(credentials, code);
          verdicts.set(code, accepted);
          // A wrong code counts toward the lockout even when the refused write is rolled back.
          if (!accepted) redoAfterRollback(() => acceptCode(credentials, code));
        }
        return verdicts.get(code) === true;
      };
      return { enrolled, code: headerOf(request), verify };
    };
    return {
      secondFactor,
      confirm(permission) {
        if (confirmed || !isChange(request.method)) return;
        listed ??= protectedIn(entityId);
        if (!listed.has(permission)) return;
        const refusal = stepUpRefusal(secondFactor());
        if (refusal) throw refusal;
        confirmed = true;
      },
    };
  };
};
