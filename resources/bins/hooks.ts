import { defineHooks, type RuleContext, type Values } from '../core/rules/domainHooks';
import { ServiceError } from '../core/serviceError';
import { rangesTakenBody, rangesTakenByOtherBins } from './binRanges';
import { bins } from './schema';

/** Spec section 5, ranges must not overlap: another BIN of the entity covering one of the ranges is 400 PM-0019. */
const assertRangesFree = async (data: Values, { store }: RuleContext, id?: number) => {
  const errors = rangesTakenByOtherBins({ id, ranges: data.ranges }, await store.list(bins.name));
  if (Object.keys(errors).length > 0) throw new ServiceError(400, rangesTakenBody(errors));
  return data;
};

export const hooks = defineHooks({
  [bins.name]: [
    {
      name: 'a BIN range overlaps no range of another BIN of the entity (PM-0019)',
      beforeCreate: (data, context) => assertRangesFree(data, context),
      beforeUpdate: (data, stored, context) => assertRangesFree(data, context, stored.id),
    },
  ],
});
