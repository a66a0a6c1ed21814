import { defineHooks, type RuleContext, type Values } from '../core/rules/domainHooks';
import { ServiceError } from '../core/serviceError';
import { groups } from '../groups/schema';
import { ownerIssues } from './rules';
import { commerceParameters } from './schema';

const idOrNull = (value: unknown) => (value == null ? null : Number(value));

/** The owner rules of rules.ts over the stored group a commerce inherits from: the first refusal. */
const assertOwner = async (data: Values, { store }: RuleContext) => {
  const sourceGroupId = idOrNull(data.sourceGroupId);
  const source = sourceGroupId === null ? undefined : await store.get(groups.name, sourceGroupId);
  const [issue] = ownerIssues({
    commerceId: idOrNull(data.commerceId),
    groupId: idOrNull(data.groupId),
    sourceGroupId,
    inheritFromGroup: data.inheritFromGroup as boolean | null,
    sourceGroupCommerceId: source ? Number(source.commerceId) : null,
  });
  if (issue)
    throw new ServiceError(400, {
      Code: issue.code,
      Message: issue.code === 'GM-0008' ? issue.path : issue.code,
      Errors: { [issue.path]: issue.code },
    });
  return data;
};

/** One collection per commerce or group: a second is 400 GM-0009, Message `owner - id`. */
const assertOnlyCollection = async (data: Values, { store }: RuleContext, id?: number) => {
  const owner = data.commerceId != null ? 'commerceId' : 'groupId';
  const others = await store.list(commerceParameters.name, { [owner]: data[owner] });
  if (others.some((other) => other.id !== id && Number(other[owner]) === Number(data[owner])))
    throw new ServiceError(400, {
      Code: 'GM-0009',
      Message: `${owner} - ${String(data[owner])}`,
      Errors: { [owner]: 'GM-0009' },
    });
  return data;
};

export const hooks = defineHooks({
  [commerceParameters.name]: [
    {
      name: 'a parameter collection has one owner; a commerce inherits from one of its own groups (GM-0008, CE-0001)',
      beforeCreate: (data, context) => assertOwner(data, context),
      beforeUpdate: (data, _stored, context) => assertOwner(data, context),
    },
    {
      name: 'a commerce or a group has one parameter collection: a second is refused on its owner (GM-0009)',
      beforeCreate: (data, context) => assertOnlyCollection(data, context),
      beforeUpdate: (data, stored, context) => assertOnlyCollection(data, context, stored.id),
    },
  ],
});
