import { entityIds } from '../../fixtures/entities';
import { personas } from '../../fixtures/personas';
import { signIn } from '../identity/testClient';
import { totp } from '../identity/totp';
import { routesOf, type SandboxRoute } from '../routeList';
import type { TestSandbox } from '../testing/startSandbox';

/** The personas that can sign in (blocked and inactive cannot). */
export const activePersonas = personas.filter(({ status }) => status === 'ACTIVE');

/**
 * Routes anyone may call: the token endpoint and its published keys, the three steps of password
 * recovery, and the console's runtime configuration (what the login page needs: service URLs and
 * the web client).
 */
export const PUBLIC_ROUTES: readonly string[] = [
  'GET /config.json',
  'POST /auth/connect/token',
  'GET /auth/.well-known/openid-configuration/jwks',
  'POST /identity/api/v1/User/recover-password',
  'POST /identity/api/v1/TwoFA/ValidateSecureCode',
  'POST /identity/api/v1/User/reset-password',
];

/**
 * Routes that a bearer token does not guard, each guarded its own way and tested where it is made:
 * stored files, named by an unguessable id and behind a token where the entity's
 * GET_FILE_WITH_AUTHORIZATION flag asks (sandbox/market), and the partner API, which takes a
 * partner's API key instead (sandbox/partners).
 */
export const OWN_GUARD_ROUTES: readonly string[] = [
  'GET /app/api/v1/Application/files/:id',
  'GET /commerce/api/v1/partner/api/commerces',
  'GET /commerce/api/v1/partner/api/terminals',
];

/** Helpers of test mode, which answer without a token (and do not exist otherwise). */
export const TEST_MODE_ROUTES: readonly string[] = ['GET /sandbox/outbox', 'PUT /sandbox/entity-config/:entityId'];

export const routeName = ({ method, url }: SandboxRoute) => `${method} ${url}`;

/** A callable path: every `:param` becomes 1 (a record id, an entity, a serial). */
export const concretePath = (url: string) => url.replace(/:[A-Za-z]+/g, '1').replace(/\*/g, 'file');

/** Every route but the public ones and the test-mode helpers: the ones a token guards. */
export const guardedRoutes = (sandbox: TestSandbox) =>
  routesOf(sandbox.app).filter(
    (route) => ![...PUBLIC_ROUTES, ...OWN_GUARD_ROUTES, ...TEST_MODE_ROUTES].includes(routeName(route)),
  );

/** A password-grant token for each active persona (twofa with its code), bound to its default entity. */
export const personaTokens = async (sandbox: TestSandbox) =>
  Promise.all(
    activePersonas.map(async (persona) => {
      const code: Record<string, string> = persona.totpSecret ? { totpcode: totp(persona.totpSecret) } : {};
      const { accessToken } = await signIn(sandbox.baseUrl, persona.userName, persona.password, code);
      const entityId = await sandbox.boundEntityOf(accessToken);
      return { persona, token: accessToken, entityId, foreign: entityIds.filter((id) => id !== entityId) };
    }),
  );
