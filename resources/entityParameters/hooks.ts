import { defineHooks, type RuleContext } from '../core/rules/domainHooks';
import { refuse } from '../core/serviceError';
import { entityParameters } from './schema';

export const ENTITY_PARAMETERS_RULE =
  'entity parameters are written only where CAN_CREATE_ENTITY_PARAMETERS is on (GM-0012)';

const FLAG = 'CAN_CREATE_ENTITY_PARAMETERS';

/** Spec section 6: the flag of the entity decides; 'missing configuration' names it, as the menu's flag does. */
const requireFlag = async ({ store }: RuleContext) => {
  if ((await store.entityConfig())[FLAG] !== 'true') throw refuse(403, 'GM-0012', { Message: FLAG });
};

export const hooks = defineHooks({
  [entityParameters.name]: [
    {
      name: ENTITY_PARAMETERS_RULE,
      beforeCreate: async (data, context) => {
        await requireFlag(context);
        return data;
      },
      beforeUpdate: async (data, _stored, context) => {
        await requireFlag(context);
        return data;
      },
      beforeDelete: (_stored, context) => requireFlag(context),
    },
  ],
});
