import { entitySees } from './abilities';
import { canRead, canWrite, grants, updatePermissionOf } from './access';
import type { ResourceSchema } from './resourceSchema';
import { entityMayWrite } from './sharedData';
import { refuse, type ServiceError } from './serviceError';

/**
 * What a call does to a resource, for its permission: reads, creates (write), edits (the update
 * permission, as BUNDLE_UPDATE, or the write one) or deletes (the delete permission, else write).
 */
export type ResourceAccess = 'read' | 'write' | 'update' | 'delete';

/** The access each generic CRUD call of a resource needs, the sandbox's routes and fakerest's methods alike. */
export const crudAccess = {
  getList: 'read',
  getOne: 'read',
  getMany: 'read',
  getManyReference: 'read',
  create: 'write',
  update: 'update',
  updateMany: 'update',
  delete: 'delete',
  deleteMany: 'delete',
} as const satisfies Record<string, ResourceAccess>;

export type CrudMethod = keyof typeof crudAccess;

const permitted = (access: ResourceAccess, held: readonly string[], schema: ResourceSchema) => {
  if (access === 'read') return canRead(held, schema);
  if (access === 'update') return updatePermissionOf(held, schema) !== undefined;
  const needed = access === 'delete' ? schema.permissions.delete : undefined;
  return needed ? grants(held, needed) : canWrite(held, schema);
};

/**
 * Why a caller with these permissions in this entity may not access a resource so, or undefined:
 * 403 GM-0001 for a resource the entity does not see (spec section 4) or a permission it lacks,
 * 403 GM-0002 for a change to data every entity shares from another entity than the operator's.
 */
export const accessRefusalOf = (
  access: ResourceAccess,
  held: readonly string[],
  entityId: number,
  schema: ResourceSchema,
): ServiceError | undefined => {
  if (!entitySees(schema, entityId) || !permitted(access, held, schema)) return refuse(403, 'GM-0001');
  if (access !== 'read' && !entityMayWrite(schema, entityId))
    return refuse(403, 'GM-0002', { Message: 'user entity not allowed' });
  return undefined;
};

/**
 * 403 GM-0012 naming the first of these entity flags that is not on in the entity's configuration
 * (a route's own flag, a resource's menu flag), or undefined when every one is on.
 */
export const flagRefusalOf = (
  flags: readonly (string | undefined)[],
  config: Readonly<Record<string, string>>,
): ServiceError | undefined => {
  const off = flags.find((flag) => flag !== undefined && config[flag] !== 'true');
  return off ? refuse(403, 'GM-0012', { Message: off }) : undefined;
};
