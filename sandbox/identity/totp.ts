import { generateSecret, generateSync, generateURI, verifySync } from 'otplib';
import { totpGuardrails as guardrails } from '../../fixtures/authenticator';

/** RFC 6238 parameters; authenticator apps use the defaults (SHA1, 6 digits, 30 s). */
export interface TotpOptions {
  algorithm?: 'sha1' | 'sha256' | 'sha512';
  digits?: number;
  /** Time step in seconds. */
  period?: number;
  /** Unix time in seconds; now by default. */
  epoch?: number;
}

export const TOTP_ISSUER = 'Consola TPV Market';

const settingsOf = (options: TotpOptions) => ({
  guardrails,
  algorithm: options.algorithm ?? 'sha1',
  digits: options.digits ?? 6,
  period: options.period ?? 30,
  epoch: options.epoch ?? Date.now() / 1000,
});

/** The code for `secret` (Base32 text, or raw bytes as in the RFC test vectors). */
export const totp = (secret: string | Uint8Array, options: TotpOptions = {}): string =>
  generateSync({ secret, ...settingsOf(options) });

/**
 * The time step `code` belongs to when it is the code of the current step or of the one just
 * before or after it, and later than `afterStep` (a step already used: RFC 6238 section 5.2);
 * undefined otherwise.
 */
export const matchTotp = (
  secret: string | Uint8Array,
  code: string | undefined,
  options: TotpOptions & { afterStep?: number } = {},
): number | undefined => {
  const settings = settingsOf(options);
  if (!code || code.length !== settings.digits || !/^\d+$/.test(code)) return undefined;
  try {
    const result = verifySync({
      secret,
      token: code,
      epochTolerance: settings.period,
      ...(options.afterStep === undefined ? {} : { afterTimeStep: options.afterStep }),
      ...settings,
    });
    return result.valid && 'timeStep' in result ? result.timeStep : undefined;
  } catch {
    return undefined;
  }
};

/** Whether `code` is the code of the current time step or of the one just before or after it. */
export const verifyTotp = (secret: string | Uint8Array, code: string | undefined, options: TotpOptions = {}) =>
  matchTotp(secret, code, options) !== undefined;

/** A new 160-bit Base32 secret. */
export const newTotpSecret = (): string => generateSecret();

/** The otpauth:// URI an authenticator app scans. */
export const otpauthUri = (userName: string, secret: string) =>
  generateURI({ issuer: TOTP_ISSUER, label: userName, secret });
