import type { Filter, RuleContext } from '../core/rules/domainHooks';
import { partners } from './schema';

/**
 * Spec section 6: an integrator's user sees every commerce of the entity unless commerces are
 * assigned to its partner; then only those. `undefined` means not narrowed (not a partner's user,
 * or a partner with none assigned).
 */
export const assignedCommerces = async ({ caller, store }: RuleContext): Promise<readonly number[] | undefined> => {
  if (!caller.partnerId) return undefined;
  const partner = await store.get(partners.name, caller.partnerId);
  const ids = ((partner?.commerceIds as unknown[] | null | undefined) ?? []).map(Number);
  return ids.length > 0 ? ids : undefined;
};

const asIds = (value: unknown): number[] => (Array.isArray(value) ? value : [value]).map(Number);

/**
 * A list filter narrowed to the allowed commerces on `key` (the commerce's `id`, or another
 * record's `commerceId`): what the caller asked for, inside what it may see.
 */
export const narrowFilter = (filter: Filter, key: string, allowed: readonly number[] | undefined): Filter => {
  if (!allowed) return filter;
  const asked = filter[key];
  const kept = asked === undefined || asked === '' ? [...allowed] : asIds(asked).filter((id) => allowed.includes(id));
  return { ...filter, [key]: kept };
};
