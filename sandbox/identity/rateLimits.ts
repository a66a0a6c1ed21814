import type { FastifyRequest } from 'fastify';
import type { SandboxConfig } from '../config';
import { refuse } from '../errors';

const WINDOW_MS = 60_000;
/** Past this many keys a window drops the expired ones (a flood of invented names stays bounded). */
const PRUNE_AT = 10_000;

/** Fixed one-minute windows: at most `max` calls per key and window. */
export const createWindowLimiter = (max: number, now: () => number = () => Date.now()) => {
  const windows = new Map<string, { count: number; endsAt: number }>();
  return (key: string): boolean => {
    const at = now();
    if (windows.size > PRUNE_AT) for (const [k, w] of windows) if (w.endsAt <= at) windows.delete(k);
    const current = windows.get(key);
    if (!current || current.endsAt <= at) {
      windows.set(key, { count: 1, endsAt: at + WINDOW_MS });
      return true;
    }
    current.count += 1;
    return current.count <= max;
  };
};

/** The refusal of a call over a limit: the same whoever the name belongs to. */
export const tooManyRequests = () => refuse(429, 'GM-0001', { Message: 'too many requests' });

/**
 * The limits on sign-in, recovery and code checks: per user name (trimmed and case-folded, as the
 * accounts match it, so padded variants share a bucket), per client address, and for everybody.
 * They run before any password hash is computed.
 */
export const createSignInLimits = (
  config: Pick<SandboxConfig, 'tokenRatePerMinute' | 'addressRatePerMinute' | 'globalRatePerMinute'>,
  now: () => number = () => Date.now(),
) => {
  const perName = createWindowLimiter(config.tokenRatePerMinute, now);
  const perAddress = createWindowLimiter(config.addressRatePerMinute, now);
  const everybody = createWindowLimiter(config.globalRatePerMinute, now);
  /** Throws 429 when a limit is spent; `name` is what the call names (absent: the address's bucket only). */
  return (request: Pick<FastifyRequest, 'ip'>, name: string | undefined, scope = 'sign-in') => {
    const allowed = [
      everybody(scope),
      perAddress(`${scope}|${request.ip}`),
      name === undefined || perName(`${scope}|${name.trim().toLowerCase()}`),
    ];
    if (allowed.includes(false)) throw tooManyRequests();
  };
};

export type SignInLimits = ReturnType<typeof createSignInLimits>;
