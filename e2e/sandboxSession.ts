import type { APIRequestContext } from '@playwright/test';
import { authenticatorCode } from '../fixtures/authenticator';
import { personas, type Persona } from '../fixtures/personas';

export const personaNamed = (userName: string): Persona => {
  const persona = personas.find((p) => p.userName === userName);
  if (!persona) throw new Error(`No persona ${userName}`);
  return persona;
};

/** The code the persona's authenticator app would show now. */
export const authenticatorCodeFor = (persona: Persona) => authenticatorCode(persona.totpSecret ?? '');

/** A user a test created through the sandbox's API, beside the fixed personas. */
export interface Credentials {
  userName: string;
  password: string;
}

/** Who signs in: a persona by name, or a user a test created. */
export type SignInAs = string | Credentials;

/** The user's tokens from the sandbox's token endpoint, as the console's login asks for them. */
export const tokensOf = async (request: APIRequestContext, who: SignInAs, entityId?: number) => {
  const user: Credentials & { totpSecret?: string } = typeof who === 'string' ? personaNamed(who) : who;
  const form: Record<string, string> = {
    grant_type: 'password',
    userName: user.userName,
    password: user.password,
    client_id: 'backoffice-web',
    client_secret: 'sandbox-secret',
    scope: 'api offline_access',
  };
  if (entityId) form.entity_id = String(entityId);
  if (user.totpSecret) form.totpcode = authenticatorCode(user.totpSecret);
  const response = await request.post('/auth/connect/token', { form });
  if (!response.ok()) throw new Error(`${user.userName} could not sign in: ${response.status()}`);
  return (await response.json()) as { access_token: string; refresh_token: string };
};

/**
 * A session as the console stores it after a login, so tests and benches that are not about
 * logging in open their page directly.
 */
export const storedSessionOf = async (request: APIRequestContext, who: SignInAs, entityId?: number) => {
  const userName = typeof who === 'string' ? who : who.userName;
  const tokens = await tokensOf(request, who, entityId);
  const headers = { Authorization: `Bearer ${tokens.access_token}` };
  const entities = (await (await request.get('/terminal/api/v1/Entity', { headers })).json()) as { Id: number }[];
  const config = await (await request.get('/terminal/api/v1/Entity/config', { headers })).json();
  const claims = JSON.parse(Buffer.from(tokens.access_token.split('.')[1], 'base64url').toString());
  return {
    UserName: userName,
    Token: tokens.access_token,
    RefreshToken: tokens.refresh_token,
    FirstName: claims.FirstName,
    LastName: claims.LastName,
    UserId: String(claims.UserId),
    // The token has no entity claim: it is bound to the entity asked for, else to the user's
    // default one, which the sandbox lists first.
    EntityId: String(entityId ?? entities[0].Id),
    Entities: JSON.stringify(entities),
    EntityConfig: JSON.stringify(config),
    ...(claims.PartnerId ? { PartnerId: String(claims.PartnerId) } : {}),
  } as Record<string, string>;
};
