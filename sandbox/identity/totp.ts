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

/** Whether `code` is the code of the current time step or of the one just before or after it. */
export const verifyTotp = (
  secret: string | Uint8Array,
  code: string | undefined,
  options: TotpOptions = {},
): boolean => {
  const settings = settingsOf(options);
  if (!code || !/^\d+$/.test(code) || code.length !== settings.digits) return false;
  try {
    return verifySync({ secret, token: code, epochTolerance: settings.period, ...settings }).valid;
  } catch {
    return false;
  }
};

/** A new 160-bit Base32 secret. */
export const newTotpSecret = (): string => generateSecret();

/** The otpauth:// URI an authenticator app scans. */
export const otpauthUri = (userName: string, secret: string) =>
  generateURI({ issuer: TOTP_ISSUER, label: userName, secret });
