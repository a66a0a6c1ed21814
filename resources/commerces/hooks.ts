import { defineHooks, type RuleContext, type Values } from '../core/rules/domainHooks';
import { commerceIssues, variantRefusal } from './rules/commerceVariant';
import { commerces } from './schema';

/** Spec section 5's commerce variants, as the form checks them too (rules/commerceVariant.ts). */
const assertVariant = async (data: Values, { caller, store }: RuleContext) => {
  const refusal = variantRefusal(commerceIssues(data, caller.entityId, await store.entityConfig()));
  if (refusal) throw refusal;
  return data;
};

export const hooks = defineHooks({
  [commerces.name]: [
    {
      name: 'a commerce meets its entity’s variant: the RNC or CIF, the fields it requires, the e-mail the entity asks for',
      beforeCreate: (data, context) => assertVariant(data, context),
      beforeUpdate: (data, _stored, context) => assertVariant(data, context),
    },
  ],
});
