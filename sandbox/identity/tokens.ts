import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify, type JWTHeaderParameters } from 'jose';
import type { SandboxConfig } from '../config';
import type { Db } from '../database';
import { refuse } from '../errors';
import { SIGNING_ALGORITHM, type SigningKeys } from './signingKeys';

/**
 * Claims of an access token (ARCHITECTURE.md section 4). No entity claim, as the real identity
 * server's token has none: the entity a token is bound to is its refresh-token family's.
 */
export interface AccessClaims {
  sub: string;
  UserId: number;
  UserName: string;
  FirstName: string;
  LastName: string;
  /** One permission as a string, several as an array. */
  Permissions: string | string[];
  PartnerId?: number;
  /** The platform operator's app administrator, in whichever entity (spec section 4). */
  SystemAdministrator?: boolean;
  scope: string;
  /** The refresh-token family this token was issued in. */
  fam: string;
  jti: string;
  exp: number;
  iat: number;
}

export type TokenSubject = Omit<AccessClaims, 'jti' | 'exp' | 'iat' | 'scope' | 'sub' | 'fam'>;

/** A token that passed every check, with the entity it was issued for. */
export interface VerifiedToken {
  claims: AccessClaims;
  entityId: number;
}

const SCOPE = 'api offline_access';
const now = () => Math.floor(Date.now() / 1000);
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Issues and checks tokens: RS256 access tokens, rotating refresh tokens grouped in families
 * (reusing a spent refresh token revokes its family), and revocation on logout.
 */
export const createTokenService = (db: Db, config: SandboxConfig, signingKeys: SigningKeys) => {
  const audience = config.clientId;

  const familyEnd = db.prepare('SELECT expires_at AS expiresAt FROM token_families WHERE family = ?');
  /** When a session ends in seconds: its family's end, or never for a family made before it had one. */
  const sessionEndOf = (family: string) => {
    const row = familyEnd.get(family) as { expiresAt: number | null } | undefined;
    return row?.expiresAt ? Math.floor(row.expiresAt / 1000) : Number.POSITIVE_INFINITY;
  };

  const issueAccessToken = async (subject: TokenSubject, family: string) => {
    const jti = randomUUID();
    // One reading of the clock: a second turning between two would answer 3599 for an hour.
    const issuedAt = now();
    const expiresAt = Math.min(issuedAt + config.accessTokenSeconds, sessionEndOf(family));
    const key = await signingKeys.current();
    const token = await new SignJWT({ ...subject, scope: SCOPE, fam: family })
      .setProtectedHeader({ alg: SIGNING_ALGORITHM, kid: key.kid, typ: 'JWT' })
      .setSubject(String(subject.UserId))
      .setIssuer(config.issuer)
      .setAudience(audience)
      .setJti(jti)
      .setIssuedAt(issuedAt)
      .setExpirationTime(expiresAt)
      .sign(key.privateKey);
    return { token, expiresIn: Math.max(0, expiresAt - issuedAt) };
  };

  /** A refresh token of the family, living as long as its session. */
  const issueRefreshToken = (family: string) => {
    const token = randomBytes(32).toString('base64url');
    const end = sessionEndOf(family);
    db.prepare('INSERT INTO refresh_tokens (token_hash, family, expires_at) VALUES (?, ?, ?)').run(
      hashToken(token),
      family,
      Number.isFinite(end) ? end * 1000 : Date.now() + config.refreshTokenDays * 86_400_000,
    );
    return token;
  };

  /** A new session (refresh-token family) of the user in the entity, ending at `expiresAt` (ms). */
  const startFamily = (
    userId: number,
    entityId: number,
    expiresAt = Date.now() + config.refreshTokenDays * 86_400_000,
  ) => {
    const family = randomUUID();
    db.prepare(
      'INSERT INTO token_families (family, user_id, entity_id, created_at, expires_at) VALUES (?, ?, ?, ?, ?)',
    ).run(family, userId, entityId, Date.now(), expiresAt);
    return family;
  };

  const revokeFamily = (family: string) =>
    db.prepare('UPDATE token_families SET revoked = 1 WHERE family = ?').run(family);

  const revokeAccessToken = (jti: string, exp: number) =>
    db.prepare('INSERT OR IGNORE INTO revoked_tokens (jti, expires_at) VALUES (?, ?)').run(jti, exp);

  /** Spends a refresh token; a second use of the same token revokes everything of its family. */
  const spendRefreshToken = (token: string) => {
    const row = db
      .prepare(
        `SELECT r.family, r.expires_at, r.used_at, f.user_id, f.entity_id, f.revoked
         FROM refresh_tokens r JOIN token_families f ON f.family = r.family WHERE r.token_hash = ?`,
      )
      .get(hashToken(token)) as
      | {
          family: string;
          expires_at: number;
          used_at: number | null;
          user_id: number;
          entity_id: number;
          revoked: number;
        }
      | undefined;
    if (!row || row.revoked) throw refuse(400, 'GM-0001', { Message: 'invalid_grant' });
    if (row.used_at !== null) {
      revokeFamily(row.family);
      throw refuse(400, 'GM-0001', { Message: 'refresh token reuse' });
    }
    if (row.expires_at < Date.now()) throw refuse(400, 'GM-0001', { Message: 'refresh token expired' });
    db.prepare('UPDATE refresh_tokens SET used_at = ? WHERE token_hash = ?').run(Date.now(), hashToken(token));
    return { family: row.family, userId: row.user_id, entityId: row.entity_id };
  };

  /** Signature, issuer, audience, expiry and revocation; any failure is GM-0001 (401). */
  const isRevoked = db.prepare('SELECT 1 FROM revoked_tokens WHERE jti = ?');
  const familyState = db.prepare('SELECT revoked, entity_id AS entityId FROM token_families WHERE family = ?');

  const verify = async (token: string): Promise<VerifiedToken> => {
    try {
      const keyOf = ({ kid }: JWTHeaderParameters) => {
        const key = signingKeys.verifierOf(kid);
        if (!key) throw new Error('unknown key');
        return key;
      };
      const { payload } = await jwtVerify(token, keyOf, {
        algorithms: [SIGNING_ALGORITHM],
        issuer: config.issuer,
        audience,
      });
      const claims = payload as unknown as AccessClaims;
      const revoked = isRevoked.get(claims.jti);
      const family = familyState.get(claims.fam) as { revoked: number; entityId: number } | undefined;
      if (revoked || !family || family.revoked) throw new Error('revoked');
      return { claims, entityId: family.entityId };
    } catch {
      throw refuse(401, 'GM-0001');
    }
  };

  return {
    publishedKeys: signingKeys.published,
    issueAccessToken,
    issueRefreshToken,
    startFamily,
    spendRefreshToken,
    revokeFamily,
    revokeAccessToken,
    verify,
  };
};

export type TokenService = ReturnType<typeof createTokenService>;
