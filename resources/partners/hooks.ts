import { apiKeys } from '../apiKeys/schema';
import type { ResourceSchema } from '../core/resourceSchema';
import { defineHooks, type DomainRule } from '../core/rules/domainHooks';
import { schemas } from '../schemaLookup';
import { assignedCommerces, narrowFilter } from './partnerScope';
import { partners } from './schema';

export const PARTNER_SCOPE_RULES = {
  commerces: 'a partner user with assigned commerces sees only those (404 for another)',
  ofACommerce: 'a partner user with assigned commerces sees only their records (404 for another’s)',
  apiKeys: 'a partner user sees only its own partner’s API keys (404 for another’s)',
  partners: 'a partner user sees only its own partner among the partners (404 for another)',
} as const;

/** Every resource whose records belong to a commerce (terminals, groups, operations...). */
const ofACommerce = (schema: ResourceSchema) => {
  const field = schema.fields.commerceId;
  return field?.kind === 'reference' && field.target === 'commerces';
};

/** The scope over the commerce a record is (`id`) or belongs to (`commerceId`). */
const commerceScope = (name: string, key: 'id' | 'commerceId'): DomainRule => ({
  name,
  scopeFilter: async (filter, context) => narrowFilter(filter, key, await assignedCommerces(context)),
  visible: async (record, context) => (await assignedCommerces(context))?.includes(Number(record[key])) ?? true,
});

export const hooks = defineHooks({
  commerces: [commerceScope(PARTNER_SCOPE_RULES.commerces, 'id')],
  ...Object.fromEntries(
    schemas
      .filter(ofACommerce)
      .map(({ name }) => [name, [commerceScope(PARTNER_SCOPE_RULES.ofACommerce, 'commerceId')]]),
  ),
  [partners.name]: [
    {
      name: PARTNER_SCOPE_RULES.partners,
      scopeFilter: (filter, { caller }) =>
        narrowFilter(filter, 'id', caller.partnerId ? [caller.partnerId] : undefined),
      visible: (record, { caller }) => !caller.partnerId || record.id === caller.partnerId,
    },
  ],
  [apiKeys.name]: [
    {
      name: PARTNER_SCOPE_RULES.apiKeys,
      scopeFilter: (filter, { caller }) => (caller.partnerId ? { ...filter, partnerId: caller.partnerId } : filter),
      visible: (record, { caller }) => !caller.partnerId || Number(record.partnerId) === caller.partnerId,
    },
  ],
});
