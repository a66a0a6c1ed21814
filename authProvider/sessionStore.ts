import type { SessionReader } from '../dataProviders/httpClient';

/** Storage keys of the session (spec section 4), plus the selected entity, entities and partner. */
export const sessionKeys = {
  userName: 'UserName',
  token: 'Token',
  refreshToken: 'RefreshToken',
  firstName: 'FirstName',
  lastName: 'LastName',
  userId: 'UserId',
  logout: 'Logout',
  entityId: 'EntityId',
  entities: 'Entities',
  partnerId: 'PartnerId',
  entityConfig: 'EntityConfig',
} as const;

export interface Entity {
  Id: number;
  Name: string;
}

export interface SessionIdentity {
  userName: string;
  firstName: string;
  lastName: string;
  userId: string;
}

export interface SignedIn extends SessionIdentity {
  token: string;
  refreshToken: string;
  /** Unknown until the entity list says it when the token has no `entity_id` claim. */
  entityId?: number;
  partnerId?: number;
}

/** An entity id worth storing: a whole number (never NaN, never 'undefined'). */
export const isEntityId = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value);

/** The session kept in the browser's storage, shared by every tab of the console. */
export const createSessionStore = (storage: Storage) => {
  const read = (key: string) => storage.getItem(key);
  return {
    token: () => read(sessionKeys.token),
    refreshToken: () => read(sessionKeys.refreshToken),
    entityId: () => read(sessionKeys.entityId),
    partnerId: () => read(sessionKeys.partnerId),
    identity: (): SessionIdentity => ({
      userName: read(sessionKeys.userName) ?? '',
      firstName: read(sessionKeys.firstName) ?? '',
      lastName: read(sessionKeys.lastName) ?? '',
      userId: read(sessionKeys.userId) ?? '',
    }),
    entities: (): Entity[] => {
      try {
        return JSON.parse(read(sessionKeys.entities) ?? '[]') as Entity[];
      } catch {
        return [];
      }
    },
    setEntities: (entities: readonly Entity[]) => storage.setItem(sessionKeys.entities, JSON.stringify(entities)),
    entityConfig: (): Record<string, string> => {
      try {
        return JSON.parse(read(sessionKeys.entityConfig) ?? '{}') as Record<string, string>;
      } catch {
        return {};
      }
    },
    setEntityConfig: (config: Record<string, string>) =>
      storage.setItem(sessionKeys.entityConfig, JSON.stringify(config)),
    /** A successful login or entity switch: the new tokens and who they belong to. */
    signIn: (session: SignedIn) => {
      storage.setItem(sessionKeys.userName, session.userName);
      storage.setItem(sessionKeys.token, session.token);
      storage.setItem(sessionKeys.refreshToken, session.refreshToken);
      storage.setItem(sessionKeys.firstName, session.firstName);
      storage.setItem(sessionKeys.lastName, session.lastName);
      storage.setItem(sessionKeys.userId, session.userId);
      if (isEntityId(session.entityId)) storage.setItem(sessionKeys.entityId, String(session.entityId));
      else storage.removeItem(sessionKeys.entityId);
      if (session.partnerId !== undefined) storage.setItem(sessionKeys.partnerId, String(session.partnerId));
      else storage.removeItem(sessionKeys.partnerId);
      storage.removeItem(sessionKeys.logout);
    },
    setEntityId: (entityId: number) => {
      if (!isEntityId(entityId)) throw new Error(`not an entity id: ${entityId}`);
      storage.setItem(sessionKeys.entityId, String(entityId));
    },
    updateTokens: (token: string, refreshToken: string) => {
      storage.setItem(sessionKeys.token, token);
      storage.setItem(sessionKeys.refreshToken, refreshToken);
    },
    /** Forgets the session; the entity choice stays so the next login lands in it. */
    clear: () =>
      [
        sessionKeys.userName,
        sessionKeys.token,
        sessionKeys.refreshToken,
        sessionKeys.firstName,
        sessionKeys.lastName,
        sessionKeys.userId,
        sessionKeys.entities,
        sessionKeys.partnerId,
        sessionKeys.entityConfig,
      ].forEach((key) => storage.removeItem(key)),
    markLoggedOut: () => storage.setItem(sessionKeys.logout, 'true'),
    loggedOut: () => read(sessionKeys.logout) === 'true',
  };
};

export type SessionStore = ReturnType<typeof createSessionStore>;

export const asSessionReader = (session: SessionStore): SessionReader => ({
  token: session.token,
  entityId: session.entityId,
});
