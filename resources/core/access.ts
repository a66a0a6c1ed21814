import { writeCounterpartOf, type PermissionName } from './permissions';
import { readPermissions, type ResourceSchema } from './resourceSchema';

/** Registered instead of permissions when a token carries none (spec section 6). */
export const NOT_PERMISSION = 'NOT_PERMISSION';

/** Whether held permissions grant one: a read permission is also granted by its write-and-read pair. */
export const grants = (held: readonly string[], required: PermissionName): boolean => {
  if (held.includes(required)) return true;
  const write = writeCounterpartOf(required);
  return write !== undefined && held.includes(write);
};

/**
 * Any one of the resource's read permissions (or their write pairs) lets a user see it; a resource
 * that names none is read by every signed-in user (the settings routes, spec section 2).
 */
export const canRead = (held: readonly string[], schema: Pick<ResourceSchema, 'permissions'>) => {
  const read = readPermissions(schema);
  return read.length === 0 || read.some((permission) => grants(held, permission));
};

export const canWrite = (held: readonly string[], schema: Pick<ResourceSchema, 'permissions'>) =>
  grants(held, schema.permissions.write);

/** The permission an edit is made with: `write`, else the resource's `update` one; undefined when neither is held. */
export const updatePermissionOf = (
  held: readonly string[],
  { permissions }: Pick<ResourceSchema, 'permissions'>,
): PermissionName | undefined => {
  if (grants(held, permissions.write)) return permissions.write;
  return permissions.update && grants(held, permissions.update) ? permissions.update : undefined;
};

/** Token claims carry one permission as a string and several as an array. */
export const permissionsOf = (claim: unknown): string[] =>
  typeof claim === 'string'
    ? [claim]
    : Array.isArray(claim)
      ? claim.filter((p): p is string => typeof p === 'string')
      : [];
