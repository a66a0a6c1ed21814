import { isSecret } from '../core/fields';
import type { ResourceSchema } from '../core/resourceSchema';
import type { registryActions, registryOutcomes } from './schema';

/**
 * What both back ends append to the register for a write or a security event: one shape, built
 * here, so the sandbox and the in-memory provider record the same thing.
 */

export type RegisterAction = (typeof registryActions)[number];
export type RegisterOutcome = (typeof registryOutcomes)[number];
export type WriteKind = 'create' | 'update' | 'delete';

/** Who acted, in which entity. */
export interface RegisterActor {
  entityId: number;
  userId?: number | null;
  userName: string;
}

export interface RegisterEvent {
  action: RegisterAction;
  /** A resource's registry name, or the route for actions on no record. */
  objectType: string;
  objectId?: string | number | null;
  outcome: RegisterOutcome;
  detail?: string;
  /** JSON of the changed fields, `{field: [before, after]}` (changesOf). */
  changes?: string;
}

/** A value longer than this is cut: the register says that a field changed, not a whole image. */
const MAX_VALUE = 200;

const clip = (value: unknown) => {
  if (value === undefined || value === null) return null;
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  if (text.length <= MAX_VALUE) return value;
  return `${text.slice(0, MAX_VALUE)}…`;
};

/** The fields a write changed, before and after (secrets left out); empty when none did. */
export const changesOf = (
  schema: Pick<ResourceSchema, 'fields'>,
  before: Record<string, unknown> | null | undefined,
  after: Record<string, unknown> | null | undefined,
) => {
  const changed = Object.entries(schema.fields)
    .filter(([, field]) => !isSecret(field))
    .flatMap(([name]) => {
      const [from, to] = [before?.[name] ?? null, after?.[name] ?? null];
      return JSON.stringify(from) === JSON.stringify(to) ? [] : [[name, [clip(from), clip(to)]] as const];
    });
  return changed.length ? JSON.stringify(Object.fromEntries(changed)) : '';
};

/** Role and permission writes are security events of their own. */
const securityActions: Record<string, RegisterAction> = {
  roles: 'ROLE_CHANGE',
  permissions: 'PERMISSION_CHANGE',
  permissions2fa: 'PERMISSION_CHANGE',
  commerceUserRoles: 'PERMISSION_CHANGE',
};

const plainActions: Record<WriteKind, RegisterAction> = { create: 'CREATE', update: 'UPDATE', delete: 'DELETE' };

/** The action a write of one resource's record is registered as. */
export const actionOfWrite = (resourceName: string, kind: WriteKind): RegisterAction =>
  securityActions[resourceName] ?? plainActions[kind];

/** What a write was on the wire: `PUT /parameters/api/v1/Tag/:id 403 GM-0005`. */
export const writeDetail = (method: string, route: string, status: number, code?: string) =>
  `${method} ${route} ${status}${code ? ` ${code}` : ''}`;

/** The entry's fields before the chain (sequence and hashes) is applied. */
export const registerEntry = (actor: RegisterActor, event: RegisterEvent, date: Date) => ({
  entityId: actor.entityId,
  date: date.toISOString(),
  userId: actor.userId ?? null,
  userName: actor.userName,
  action: event.action,
  objectType: event.objectType,
  objectId: event.objectId === undefined || event.objectId === null ? null : String(event.objectId),
  outcome: event.outcome,
  detail: event.detail ?? '',
  changes: event.changes ?? '',
});

export type UnchainedEntry = ReturnType<typeof registerEntry>;
