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
