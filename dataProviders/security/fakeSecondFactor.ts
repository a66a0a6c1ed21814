import { isAuthenticatorCode } from '../../fixtures/authenticator';
import { personas } from '../../fixtures/personas';
import type { SecondFactor } from '../../resources/core/rules/domainHooks';

/**
 * A persona's 2FA in the in-memory services (the only users they sign in), with the code a
 * change carries: the stand-in of the sandbox's credentials and `x-2fa-code` header.
 */
export const fakeSecondFactor = (userName: string, code: string | undefined): SecondFactor => {
  const secret = personas.find((persona) => persona.userName === userName)?.totpSecret;
  return {
    enrolled: secret !== undefined,
    code,
    verify: (candidate) => secret !== undefined && isAuthenticatorCode(secret, candidate),
  };
};
