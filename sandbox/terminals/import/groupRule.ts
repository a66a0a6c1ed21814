import { groupRequired } from '../../../resources/groups/groupRule';
import type { Db } from '../../database';
import { createEntityConfigStore } from '../../entities/entityConfig';
import { ServiceError } from '../../errors';
import { tableOf, columnOf } from '../../store/tables';

import { problemKeys } from '../../../resources/terminals/create/csv/importFormat';

export const COMMERCE_WITHOUT_GROUP = problemKeys.commerceWithoutGroup;
export const GROUP_OF_ANOTHER_COMMERCE = problemKeys.groupOfAnotherCommerce;

/**
 * Spec section 5: a commerce needs a group before a terminal can be created, where the entity's
 * COMMERCE_GROUP_REQUIRED flag is on; and a terminal's group must be one of its commerce's groups. Answers the message key of the broken rule, or
 * undefined.
 */
export const createGroupRule = (db: Db) => {
  const groups = tableOf({ name: 'groups' });
  const hasGroup = db.prepare(`SELECT 1 FROM ${groups} WHERE entity_id = ? AND ${columnOf('commerceId')} = ? LIMIT 1`);
  const commerceOfGroup = db.prepare(`SELECT ${columnOf('commerceId')} AS commerceId FROM ${groups} WHERE id = ?`);
  const configs = createEntityConfigStore(db);
  return (entityId: number, commerceId: number, groupId: number | null | undefined) => {
    if (groupRequired(configs.read(entityId)) && !hasGroup.get(entityId, commerceId))
      return { field: 'commerceId', key: COMMERCE_WITHOUT_GROUP } as const;
    if (groupId == null) return undefined;
    const group = commerceOfGroup.get(groupId) as { commerceId: number } | undefined;
    return group && group.commerceId !== commerceId
      ? ({ field: 'groupId', key: GROUP_OF_ANOTHER_COMMERCE } as const)
      : undefined;
  };
};

export type GroupRule = ReturnType<typeof createGroupRule>;

/** The rule as the single create answers it: 400 with the field that breaks it. */
export const assertGroupRule = (rule: GroupRule, entityId: number, data: Record<string, unknown>) => {
  const broken = rule(entityId, Number(data.commerceId), data.groupId as number | null | undefined);
  if (broken) throw new ServiceError(400, { Message: broken.key, Errors: { [broken.field]: broken.key } });
};
