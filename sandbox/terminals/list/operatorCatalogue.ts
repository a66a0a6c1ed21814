import { brands } from '../../../resources/brands/schema';
import { models } from '../../../resources/models/schema';
import type { SandboxContext } from '../../context';
import { addHooks, type HookContext } from '../../engine/hooks';
import { refuse } from '../../errors';

/** The platform operator (spec section 3): only its users update brands and models (section 4). */
export const OPERATOR_ENTITY = 9;

const operatorOnly = ({ entityId }: HookContext) => {
  if (entityId !== OPERATOR_ENTITY) throw refuse(403, 'GM-0002');
};

/**
 * Brands and models are global data every entity reads; creating, editing and deleting them is
 * the operator's (entity 9), whatever the permissions: 403 GM-0002 from any other entity.
 */
export const registerOperatorCatalogue = (context: SandboxContext) =>
  [brands.name, models.name].forEach((name) =>
    addHooks(context.hooks, name, {
      beforeCreate: (data, hook) => {
        operatorOnly(hook);
        return data;
      },
      beforeUpdate: (_id, data, hook) => {
        operatorOnly(hook);
        return data;
      },
      beforeDelete: (_id, hook) => operatorOnly(hook),
    }),
  );
