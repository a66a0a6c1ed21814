import type { SecondFactor } from '../core/rules/domainHooks';
import { refuse, type ServiceError } from '../core/serviceError';

/**
 * The per-permission 2FA rule (spec sections 4-6, 'WhiteList2Fa'), shared by the console and the
 * sandbox: a change (any method but GET) that needs a permission listed with `required` on is
 * made only by a user with 2FA enabled, who sends a fresh authenticator code with it in this
 * header. Without the code the service answers 400 IS-0014 ('2FA enabled, send the code'), with a
 * wrong one 400 IS-0015. A user without 2FA gets 400 IS-0014 with this message: no code can help,
 * the console says to enable 2FA first (a 403 would end the session).
 */
export const STEP_UP_HEADER = 'x-2fa-code';

export const STEP_UP_NOT_ENROLLED = 'two-factor authentication required';

/** Reading never asks for a code: only changes do. */
export const isChange = (method: string) => !['GET', 'HEAD', 'OPTIONS'].includes(method.toUpperCase());

/** The permissions whose changes ask for a code: the whitelist's entries with `required` on, by name. */
export const protectedPermissions = (
  entries: readonly Record<string, unknown>[],
  catalogue: readonly Record<string, unknown>[],
): Set<string> => {
  const listed = new Set(entries.filter((entry) => entry.required === true).map((entry) => Number(entry.permissionId)));
  return new Set(catalogue.filter((permission) => listed.has(Number(permission.id))).map(({ name }) => String(name)));
};

/** Why a change needing a protected permission is refused, if it is: the one check of both back ends. */
export const stepUpRefusal = (factor: SecondFactor | undefined): ServiceError | undefined => {
  if (!factor?.enrolled) return refuse(400, 'IS-0014', { Message: STEP_UP_NOT_ENROLLED });
  if (!factor.code) return refuse(400, 'IS-0014', { Message: 'two-factor code required' });
  if (!factor.verify(factor.code)) return refuse(400, 'IS-0015', { Errors: { code: 'IS-0015' } });
  return undefined;
};
