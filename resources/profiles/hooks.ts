import { defineHooks } from '../core/rules/domainHooks';
import { profiles } from './schema';

export const hooks = defineHooks({
  [profiles.name]: [
    {
      // Spec section 4: a profile becomes active once its parameters are configured.
      name: 'a new profile has no parameters yet, so it starts inactive',
      beforeCreate: (data) => ({ ...data, status: 'INACTIVE' }),
    },
  ],
});
