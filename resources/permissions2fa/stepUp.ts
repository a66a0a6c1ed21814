/**
 * The per-permission 2FA rule (spec sections 4-6, 'WhiteList2Fa'), shared by the console and the
 * sandbox: a change (any method but GET) that needs a permission listed with `required` on is
 * made only by a user with 2FA enabled, who sends a fresh authenticator code with it in this
 * header. Without the code the service answers 400 IS-0014 ('2FA enabled, send the code'), with a
 * wrong one 400 IS-0015; a user without 2FA is refused with 403 GM-0001 and this message.
 */
export const STEP_UP_HEADER = 'x-2fa-code';

export const STEP_UP_NOT_ENROLLED = 'two-factor authentication required';

/** Reading never asks for a code: only changes do. */
export const isChange = (method: string) => !['GET', 'HEAD', 'OPTIONS'].includes(method.toUpperCase());
