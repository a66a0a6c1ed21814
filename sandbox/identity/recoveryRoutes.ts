import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SandboxContext } from '../context';
import { bodyOf, textOf, type Body } from './body';
import { nameSubject } from './lockouts';
import { sendMail } from './outbox';
import { hashPassword } from './passwords';
import { checkNewPassword } from './passwordPolicy';
import type { SignInLimits } from './rateLimits';
import { createRecoveryMailQuota } from './recoveryMailQuota';
import { SECURE_CODE_MINUTES, type SecureCodes } from './secureCodes';
import type { IdentitySecurity } from './security';

const identifierOf = (body: Body) => textOf(body, 'userName', 'username', 'email')?.trim();
export const newPasswordOf = (body: Body) => textOf(body, 'password', 'newPassword');
export const confirmationOf = (body: Body) => textOf(body, 'confirmation', 'confirmPassword', 'passwordConfirmation');

/**
 * Public password recovery under /identity/api/v1: ask for a code by mail, check it, reset the
 * password with it. Answers never tell whether an account exists. A reset lifts an automatic
 * lockout, never an administrator's block, and ends every session of the user.
 */
export const registerRecoveryRoutes = (
  scope: FastifyInstance,
  { db }: SandboxContext,
  { accounts, lockouts, notify }: IdentitySecurity,
  codes: SecureCodes,
  limit: SignInLimits,
) => {
  const mailQuota = createRecoveryMailQuota(db);
  const accountOf = (body: Body) => {
    const identifier = identifierOf(body);
    return identifier ? accounts.find(identifier) : undefined;
  };
  const limited = {
    preHandler: async (request: FastifyRequest) => limit(request, identifierOf(bodyOf(request)) ?? '', 'recovery'),
  };

  scope.post('/User/recover-password', limited, async (request) => {
    const credentials = accountOf(bodyOf(request));
    const profile = credentials && accounts.profile(credentials.userId);
    const email = typeof profile?.email === 'string' ? profile.email : undefined;
    if (!credentials || !email || accounts.statusOf(credentials.userId) === 'INACTIVE' || !mailQuota.allows(email)) {
      hashPassword('000000'); // the same work as for a real account
      return {};
    }
    const code = codes.issue(credentials.userId);
    sendMail(db, {
      recipient: email,
      subject: 'Recuperación de contraseña',
      body: `Hola ${String(profile?.firstName ?? credentials.userName)}: tu código de seguridad es ${code}. Caduca en ${SECURE_CODE_MINUTES} minutos. Si no lo has pedido, ignora este mensaje.`,
      code,
      kind: 'recovery',
    });
    return {};
  });

  scope.post('/TwoFA/ValidateSecureCode', limited, async (request) => {
    const body = bodyOf(request);
    codes.check(accountOf(body)?.userId, textOf(body, 'code', 'secureCode')?.trim());
    return { valid: true };
  });

  scope.post('/User/reset-password', limited, async (request) => {
    const body = bodyOf(request);
    const userId = codes.check(accountOf(body)?.userId, textOf(body, 'code', 'secureCode')?.trim());
    const password = newPasswordOf(body);
    checkNewPassword(accounts, userId, password, confirmationOf(body));
    accounts.setPassword(userId, password ?? '');
    codes.clear(userId);
    const userName = accounts.byId(userId)?.userName;
    if (userName) lockouts.clear(nameSubject(userName));
    accounts.revokeSessions(userId);
    notify(userId, 'passwordChanged');
    return {};
  });
};
