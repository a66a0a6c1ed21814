import type { ResourceSchema } from '../core/resourceSchema';

/** What a whitelisted permission protects: the resources whose changes need it. */
export interface Protection {
  /** Whether a change needing it asks for a fresh 2FA code now (`required` on). */
  asksForCode: boolean;
  /** Registry names of the resources created, edited or deleted with it. */
  resources: string[];
}

/**
 * The protection a whitelist entry gives (resources/permissions2fa/stepUp.ts): the resources
 * whose write, update or delete permission is the listed one, asked for a code while `required` is on.
 */
export const protectionOf = (
  permission: string,
  required: boolean,
  schemas: readonly Pick<ResourceSchema, 'resource' | 'permissions'>[],
): Protection => ({
  asksForCode: required,
  resources: schemas
    .filter(({ permissions: { write, update, delete: remove } }) =>
      [write, update, remove].some((guarding) => guarding === permission),
    )
    .map((schema) => schema.resource)
    .sort(),
});
