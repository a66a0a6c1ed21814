import type { FastifyInstance } from 'fastify';
import { toDataURL } from 'qrcode';
import { MAX_COOKIE_DAYS } from '../../resources/users/schema';
import type { SandboxContext } from '../context';
import { refuse } from '../errors';
import { sessionOf } from '../guard';
import type { Credentials } from './accounts';
import { bodyOf, textOf } from './body';
import type { SignInLimits } from './rateLimits';
import type { IdentitySecurity } from './security';
import { newTotpSecret, otpauthUri } from './totp';

const codeOf = (body: Record<string, unknown>) => textOf(body, 'code', 'totpcode', 'totpCode')?.trim();
const invalidCode = () => refuse(400, 'IS-0015', { Errors: { code: 'IS-0015' } });

/**
 * Guarded /identity/api/v1/TwoFA calls of the signed-in user. Enrolment uses a pending secret:
 * it replaces the enabled one only when a code made from it is confirmed, so regenerating a QR
 * never locks anybody out. Every code goes through the one second-factor check (failures
 * counted, each code accepted once), and the calls that take a code are rate limited as sign-in.
 */
export const registerTwoFactorRoutes = (
  scope: FastifyInstance,
  { store }: SandboxContext,
  { accounts, secondFactor, resetTwoFactor }: IdentitySecurity,
  limit: SignInLimits,
) => {
  const credentialsOf = (userId: number): Credentials => {
    const credentials = accounts.byId(userId);
    if (!credentials) throw refuse(404, 'GM-0010');
    return credentials;
  };
  const limited = {
    preHandler: async (request: Parameters<typeof sessionOf>[0]) =>
      limit(request, sessionOf(request).userName, 'two-factor'),
  };
  const enrolment = async (credentials: Credentials, fresh: boolean) => {
    const secret = !fresh && credentials.totpPending ? credentials.totpPending : newTotpSecret();
    if (secret !== credentials.totpPending) {
      accounts.setTotp(credentials.userId, {
        secret: credentials.totpSecret,
        enabled: credentials.totpEnabled,
        pending: secret,
      });
    }
    const uri = otpauthUri(credentials.userName, secret);
    return {
      secret,
      uri,
      qr: await toDataURL(uri, { type: 'image/png', margin: 1, width: 240 }),
      enabled: credentials.totpEnabled,
    };
  };

  scope.get('/TwoFA/qr', async (request) => enrolment(credentialsOf(sessionOf(request).userId), false));
  scope.post('/TwoFA/regenerateQr', async (request) => enrolment(credentialsOf(sessionOf(request).userId), true));

  scope.post('/TwoFA/enable2fa', limited, async (request) => {
    const credentials = credentialsOf(sessionOf(request).userId);
    const pending = credentials.totpPending;
    if (!pending || !secondFactor(credentials, codeOf(bodyOf(request)), pending)) throw invalidCode();
    accounts.setTotp(credentials.userId, { secret: pending, enabled: true, pending: null });
    return { enabled: true };
  });

  scope.post('/TwoFA/disable2fa', limited, async (request) => {
    const credentials = credentialsOf(sessionOf(request).userId);
    if (credentials.totpEnabled && !secondFactor(credentials, codeOf(bodyOf(request)))) throw invalidCode();
    resetTwoFactor(credentials.userId);
    return { enabled: false };
  });

  /** Checks a code against the enabled secret (or the pending one while enrolling). */
  scope.post('/TwoFA/validate2facode', limited, async (request) => {
    const credentials = credentialsOf(sessionOf(request).userId);
    const secret = credentials.totpEnabled ? credentials.totpSecret : credentials.totpPending;
    if (!secret || !secondFactor(credentials, codeOf(bodyOf(request)), secret)) throw invalidCode();
    return { valid: true };
  });

  scope.post('/TwoFA/SetCookieTime', async (request) => {
    const { userId } = sessionOf(request);
    const days = Number(textOf(bodyOf(request), 'days', 'cookieExpirationDays'));
    if (!Number.isInteger(days) || days < 1 || days > MAX_COOKIE_DAYS)
      throw refuse(400, 'IS-0019', { Errors: { days: 'IS-0019' } });
    store.update('users', userId, { cookieExpirationDays: days });
    return { days };
  });
};
