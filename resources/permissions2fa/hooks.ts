import { updatePermissionOf } from '../core/access';
import type { ResourceSchema } from '../core/resourceSchema';
import { defineHooks, type DomainRule, type RuleContext } from '../core/rules/domainHooks';
import { permissions } from '../permissions/schema';
import { schemas } from '../schemaLookup';
import { permissions2fa } from './schema';
import { protectedPermissions, stepUpRefusal } from './stepUp';

export const STEP_UP_RULE = 'a change needing a 2FA-protected permission carries a fresh code (IS-0014, IS-0015)';

/** Spec section 6, 2FA per permission: the entity's whitelist decides, the caller's authenticator confirms. */
const confirmStepUp = async (permission: string, { store, caller }: RuleContext) => {
  const entries = await store.list(permissions2fa.name, { required: true });
  if (entries.length === 0) return;
  const catalogue = await store.list(permissions.name, { id: entries.map((entry) => entry.permissionId) });
  if (!protectedPermissions(entries, catalogue).has(permission)) return;
  const refusal = stepUpRefusal(caller.secondFactor?.());
  if (refusal) throw refusal;
};

/**
 * Creating needs the resource's write permission; editing, the one the caller edits with (write,
 * or the resource's update permission); deleting, its delete permission if it has one.
 */
const stepUpRule = ({ permissions: needed }: ResourceSchema): DomainRule => ({
  name: STEP_UP_RULE,
  first: true,
  beforeCreate: async (data, context) => {
    await confirmStepUp(needed.write, context);
    return data;
  },
  beforeUpdate: async (data, _stored, context) => {
    await confirmStepUp(
      updatePermissionOf(context.caller.permissions, { permissions: needed }) ?? needed.write,
      context,
    );
    return data;
  },
  beforeDelete: (_stored, context) => confirmStepUp(needed.delete ?? needed.write, context),
});

/** Every resource's write permission can be listed, so every resource's changes may ask. */
export const hooks = defineHooks(Object.fromEntries(schemas.map((schema) => [schema.name, [stepUpRule(schema)]])));
