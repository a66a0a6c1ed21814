import { commerceNeedsGroup, groupRequired } from '../../groups/groupRule';
import { groups } from '../../groups/schema';
import type { RuleContext, Values } from '../../core/rules/domainHooks';
import { ServiceError } from '../../core/serviceError';
import { problemKeys } from '../create/csv/importFormat';

/** The catalogue has no code for these refusals: 400 with the field's message key alone. */
const refuseOnField = (field: string, key: string) => new ServiceError(400, { Message: key, Errors: { [field]: key } });

/**
 * Spec section 5's group rule on a new terminal: its commerce has a group where the entity asks
 * for one (on `commerceId`), and its group is one of its commerce's (on `groupId`).
 */
export const assertCommerceGroup = async (data: Values, { store }: RuleContext) => {
  const commerceId = Number(data.commerceId);
  const ofCommerce = await store.list(groups.name, { commerceId });
  if (commerceNeedsGroup(groupRequired(await store.entityConfig()), ofCommerce.length))
    throw refuseOnField('commerceId', problemKeys.commerceWithoutGroup);
  await assertGroupOfOwnCommerce(data, { store });
};

/** A terminal's group is one of its commerce's (on `groupId`): on a new terminal and on one put in a group. */
export const assertGroupOfOwnCommerce = async (data: Values, { store }: Pick<RuleContext, 'store'>) => {
  if (data.groupId == null) return;
  const group = await store.get(groups.name, Number(data.groupId));
  if (group && Number(group.commerceId) !== Number(data.commerceId))
    throw refuseOnField('groupId', problemKeys.groupOfAnotherCommerce);
};
