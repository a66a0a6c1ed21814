import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SandboxConfig } from '../config';
import type { SandboxContext } from '../context';
import { bodyOf, textOf, type Body } from './body';
import type { Grants } from './grants';
import { invalidClient, invalidScope, unsupportedGrantType } from './oauthErrors';
import type { SignInLimits } from './rateLimits';

const same = (a: string, b: string) => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

const formDecode = (value: string) => {
  try {
    return decodeURIComponent(value.replace(/\+/g, ' '));
  } catch {
    return value;
  }
};

/** Client id and secret from HTTP Basic (form-encoded first, RFC 6749 section 2.3.1) or from the body. */
const clientOf = (request: FastifyRequest, body: Body) => {
  const header = request.headers.authorization;
  if (header?.startsWith('Basic ')) {
    const decoded = Buffer.from(header.slice('Basic '.length).trim(), 'base64').toString('utf8');
    const colon = decoded.indexOf(':');
    if (colon < 0) return { id: '', secret: '' };
    return { id: formDecode(decoded.slice(0, colon)), secret: formDecode(decoded.slice(colon + 1)) };
  }
  return { id: textOf(body, 'client_id') ?? '', secret: textOf(body, 'client_secret') ?? '' };
};

const authenticateClient = (request: FastifyRequest, body: Body, config: SandboxConfig) => {
  const client = clientOf(request, body);
  if (!same(client.id, config.clientId) || !same(client.secret, config.clientSecret)) throw invalidClient();
};

const hasScopes = (scope: string | undefined) => {
  const scopes = (scope ?? '').split(/\s+/);
  return scopes.includes('api') && scopes.includes('offline_access');
};

const userNameOf = (body: Body) => textOf(body, 'userName', 'username');

/**
 * POST /auth/connect/token: the password and refresh grants, form-encoded (JSON is read too).
 * Limited per user name, client address and overall (sign-in limits) before anything else.
 */
export const registerTokenEndpoint = (
  app: FastifyInstance,
  { config }: SandboxContext,
  grants: Grants,
  limit: SignInLimits,
) => {
  app.post('/auth/connect/token', async (request, reply) => {
    const body = bodyOf(request);
    reply.header('Cache-Control', 'no-store').header('Pragma', 'no-cache');
    const grantType = textOf(body, 'grant_type');
    // A refresh names nobody: it counts towards the address and the overall limits only.
    limit(request, grantType === 'password' ? (userNameOf(body) ?? '') : undefined);
    authenticateClient(request, body, config);
    const scope = textOf(body, 'scope');
    const entityId = textOf(body, 'entity_id');
    if (grantType === 'password') {
      if (!hasScopes(scope)) throw invalidScope();
      return grants.password({
        userName: userNameOf(body),
        password: textOf(body, 'password'),
        entityId,
        totpCode: textOf(body, 'totpcode', 'totpCode'),
      });
    }
    if (grantType === 'refresh_token') {
      // The console's refresh sends no scope: the session keeps the one it was granted.
      if (scope?.trim() && !hasScopes(scope)) throw invalidScope();
      return grants.refresh({ refreshToken: textOf(body, 'refresh_token'), entityId });
    }
    throw unsupportedGrantType();
  });
};
