import { apiKeys } from '../apiKeys/schema';
import type { ResourceSchema } from '../core/resourceSchema';
import { defineHooks, type DomainRule, type RuleContext } from '../core/rules/domainHooks';
import { terminals } from '../terminals/schema';
import { schemas } from '../schemaLookup';
import { assignedCommerces, narrowFilter } from './partnerScope';
import { partners } from './schema';

export const PARTNER_SCOPE_RULES = {
  commerces: 'a partner user with assigned commerces sees only those (404 for another)',
  ofACommerce: 'a partner user with assigned commerces sees only their records (404 for another’s)',
  ofATerminal: 'a partner user with assigned commerces sees only the records of their terminals (404 for another’s)',
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

/** Records tied to a terminal and to no commerce of their own (installed software, history, logs). */
const ofATerminal = (schema: ResourceSchema) => schema.fields.terminalId !== undefined && !schema.fields.commerceId;

/** The ids of the terminals of the allowed commerces (none matches `[0]`). */
const allowedTerminals = async (context: RuleContext, allowed: readonly number[]) => {
  const ids = (await context.store.list(terminals.name, { commerceId: [...allowed] })).map(({ id }) => id);
  return ids.length > 0 ? ids : [0];
};

/** The scope over the terminal a record belongs to, through that terminal's commerce. */
const terminalScope: DomainRule = {
  name: PARTNER_SCOPE_RULES.ofATerminal,
  scopeFilter: async (filter, context) => {
    const allowed = await assignedCommerces(context);
    return allowed ? narrowFilter(filter, 'terminalId', await allowedTerminals(context, allowed)) : filter;
  },
  visible: async (record, context) => {
    const allowed = await assignedCommerces(context);
    if (!allowed) return true;
    const terminal = await context.store.get(terminals.name, Number(record.terminalId));
    return terminal !== undefined && allowed.includes(Number(terminal.commerceId));
  },
};

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
  ...Object.fromEntries(schemas.filter(ofATerminal).map(({ name }) => [name, [terminalScope]])),
  [apiKeys.name]: [
    {
      name: PARTNER_SCOPE_RULES.apiKeys,
      scopeFilter: (filter, { caller }) => (caller.partnerId ? { ...filter, partnerId: caller.partnerId } : filter),
      visible: (record, { caller }) => !caller.partnerId || Number(record.partnerId) === caller.partnerId,
    },
  ],
});
