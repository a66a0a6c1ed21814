import { defineHooks, type RuleContext, type Values } from '../core/rules/domainHooks';
import { refuseField } from '../core/serviceError';
import { placeIdTaken } from './multimediaRules';
import { multimedia } from './schema';

export const PLACE_ID_RULE = 'a multimedia place id names one item of the entity, whatever its case (PM-0006)';

/** Spec section 5: 'Home ' and 'home' are one place; the id is stored trimmed. */
const placeOnce = async (data: Values, { store }: RuleContext, exceptId?: number) => {
  if (typeof data.placeId !== 'string') return data;
  if (placeIdTaken(await store.list(multimedia.name), data.placeId, exceptId)) throw refuseField('placeId', 'PM-0006');
  return { ...data, placeId: data.placeId.trim() };
};

export const hooks = defineHooks({
  [multimedia.name]: [
    {
      name: PLACE_ID_RULE,
      beforeCreate: (data, context) => placeOnce(data, context),
      beforeUpdate: (data, stored, context) => placeOnce(data, context, stored.id),
    },
  ],
});
