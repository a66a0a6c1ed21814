import type { FastifyInstance, RouteShorthandOptions } from 'fastify';
import type { SandboxContext } from '../context';
import type { Accounts } from './accounts';
import { bodyOf, textOf, type Body } from './body';
import { sendMail } from './outbox';
import { hashPassword } from './passwords';
import { checkNewPassword } from './passwordPolicy';
import { SECURE_CODE_MINUTES, type SecureCodes } from './secureCodes';

const identifierOf = (body: Body) => textOf(body, 'userName', 'username', 'email')?.trim();
export const newPasswordOf = (body: Body) => textOf(body, 'password', 'newPassword');
export const confirmationOf = (body: Body) => textOf(body, 'confirmation', 'confirmPassword', 'passwordConfirmation');

/**
 * Public password recovery under /identity/api/v1: ask for a code by mail, check it, reset the
 * password with it. Answers never tell whether an account exists.
 */
export const registerRecoveryRoutes = (
  scope: FastifyInstance,
  { db, config }: SandboxContext,
  accounts: Accounts,
  codes: SecureCodes,
) => {
  const limited: RouteShorthandOptions = {
    config: {
      rateLimit: {
        max: config.tokenRatePerMinute,
        timeWindow: 60_000,
        hook: 'preHandler',
        keyGenerator: (request) => `${request.ip}|${(identifierOf(bodyOf(request)) ?? '').toLowerCase()}`,
      },
    },
  };
  const accountOf = (body: Body) => {
    const identifier = identifierOf(body);
    return identifier ? accounts.find(identifier) : undefined;
  };

  scope.post('/User/recover-password', limited, async (request) => {
    const credentials = accountOf(bodyOf(request));
    const profile = credentials && accounts.profile(credentials.userId);
    const email = typeof profile?.email === 'string' ? profile.email : undefined;
    if (!credentials || !email || accounts.statusOf(credentials.userId) === 'INACTIVE') {
      hashPassword('000000'); // the same work as for a real account
      return {};
    }
    const code = codes.issue(credentials.userId);
    sendMail(db, {
      recipient: email,
      subject: 'Recuperación de contraseña',
      body: `Hola ${String(profile?.firstName ?? credentials.userName)}: tu código de seguridad es ${code}. Caduca en ${SECURE_CODE_MINUTES} minutos. Si no lo has pedido, ignora este mensaje.`,
      code,
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
    if (accounts.statusOf(userId) === 'BLOCKED') accounts.setStatus(userId, 'ACTIVE');
    accounts.revokeSessions(userId);
    return {};
  });
};
