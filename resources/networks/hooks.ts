import { defineHooks, type RuleContext, type Values } from '../core/rules/domainHooks';
import { refuse } from '../core/serviceError';
import { networks } from './schema';

export const PRIORITY_TAKEN = 'settings.networks.priorityTaken';

/**
 * A terminal tries its entity's networks, wifi and ethernet alike, in priority order: a priority
 * another network holds is 400 GM-0009 on the field.
 */
const assertPriorityFree = async (data: Values, { store }: RuleContext, id?: number) => {
  if (data.priority == null) return data;
  const holders = await store.list(networks.name, { priority: data.priority });
  if (holders.some((network) => network.id !== id))
    throw refuse(400, 'GM-0009', {
      Message: `priority-${String(data.priority)}`,
      Errors: { priority: PRIORITY_TAKEN },
    });
  return data;
};

export const hooks = defineHooks({
  [networks.name]: [
    {
      name: 'a network’s priority is held by no other network of the entity (GM-0009)',
      beforeCreate: (data, context) => assertPriorityFree(data, context),
      beforeUpdate: (data, stored, context) => assertPriorityFree(data, context, stored.id),
    },
  ],
});
