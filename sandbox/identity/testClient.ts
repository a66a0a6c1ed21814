import { decodeJwt } from 'jose';
import type { AccessClaims } from './tokens';

/** Helpers for the identity and entity tests: real HTTP against a started sandbox. */
export const CLIENT = { client_id: 'backoffice-web', client_secret: 'sandbox-secret' } as const;

export interface Answer {
  status: number;
  body: Record<string, unknown>;
  list: unknown[];
}

const answer = async (response: Response): Promise<Answer> => {
  const text = await response.text();
  const json: unknown = text ? JSON.parse(text) : {};
  return {
    status: response.status,
    body: typeof json === 'object' && json !== null && !Array.isArray(json) ? (json as Record<string, unknown>) : {},
    list: Array.isArray(json) ? json : [],
  };
};

/** POST /auth/connect/token, form-encoded, with the console's client and scope unless overridden ('' leaves a field out). */
export const tokenCall = async (baseUrl: string, fields: Record<string, string>) => {
  const form = Object.entries({ grant_type: 'password', scope: 'api offline_access', ...CLIENT, ...fields }).filter(
    ([, value]) => value !== '',
  );
  return answer(await fetch(`${baseUrl}/auth/connect/token`, { method: 'POST', body: new URLSearchParams(form) }));
};

/** A successful password grant's tokens (fails the test otherwise). */
export const signIn = async (
  baseUrl: string,
  userName: string,
  password: string,
  extra: Record<string, string> = {},
) => {
  const { status, body } = await tokenCall(baseUrl, { userName, password, ...extra });
  if (status !== 200) throw new Error(`sign-in of ${userName} answered ${status} ${JSON.stringify(body)}`);
  return { accessToken: String(body.access_token), refreshToken: String(body.refresh_token), body };
};

export const claimsOf = (token: string) => decodeJwt(token) as unknown as AccessClaims;

/** A JSON call to a service, with the bearer token and entity header the console sends. */
export const api = async (
  baseUrl: string,
  path: string,
  {
    token,
    method = 'GET',
    body,
    entityId,
  }: { token?: string; method?: string; body?: unknown; entityId?: number } = {},
) =>
  answer(
    await fetch(`${baseUrl}${path}`, {
      method,
      headers: {
        'Content-Type': 'application/json',
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
        ...(entityId !== undefined ? { 'entity-id': String(entityId) } : {}),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    }),
  );
