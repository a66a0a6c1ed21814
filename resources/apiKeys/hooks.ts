import { commerces } from '../commerces/schema';
import { defineHooks, type RuleContext, type Values } from '../core/rules/domainHooks';
import { refuseField } from '../core/serviceError';
import { validExpiry } from '../partners/apiKeyRules';
import { assignedCommerces } from '../partners/partnerScope';
import { partners } from '../partners/schema';
import { apiKeys } from './schema';

export const API_KEY_RULES = {
  partner: 'a key is for the caller’s own partner, or a partner of the entity an operator names (CE-0001)',
  expiry: 'a new key expires today or later (CE-0001)',
  commerces: 'a key reaches only commerces of the entity its partner may see (GM-0008)',
} as const;

const idsOf = (value: unknown): number[] =>
  Array.isArray(value) ? [...new Set(value.map(Number).filter((id) => Number.isSafeInteger(id) && id > 0))] : [];

/** A partner's user generates keys for its own partner whatever it sends. */
const ownPartner = async (data: Values, { caller, store }: RuleContext): Promise<Values> => {
  const partnerId = caller.partnerId ?? Number(data.partnerId);
  if (!(await store.get(partners.name, partnerId))) throw refuseField('partnerId', 'CE-0001');
  return { ...data, partnerId };
};

/** The commerces asked for, each of the entity and, when the partner has some assigned, one of those. */
const reachable = async (data: Values, context: RuleContext): Promise<Values> => {
  const asked = idsOf(data.commerceIds);
  const partnerContext = { ...context, caller: { ...context.caller, partnerId: Number(data.partnerId) } };
  const allowed = await assignedCommerces(partnerContext);
  const found = asked.length ? await context.store.list(commerces.name, { id: asked }) : [];
  const known = new Set(found.map(({ id }) => id));
  if (asked.some((id) => !known.has(id) || (allowed && !allowed.includes(id))))
    throw refuseField('commerceIds', 'GM-0008');
  return { ...data, commerceIds: asked };
};

/** Spec section 2, developer settings: the rules of a generated key; revoking has none of its own. */
export const hooks = defineHooks({
  [apiKeys.name]: [
    { name: API_KEY_RULES.partner, beforeCreate: ownPartner },
    {
      name: API_KEY_RULES.expiry,
      beforeCreate: (data) => {
        if (!validExpiry(data.expiresAt, new Date())) throw refuseField('expiresAt', 'CE-0001');
        return data;
      },
    },
    { name: API_KEY_RULES.commerces, beforeCreate: reachable },
  ],
});
