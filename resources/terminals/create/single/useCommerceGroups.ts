import { useCanAccess, useDataProvider, useGetList } from 'ra-core';
import { useCallback } from 'react';
import { useEntityFlag } from '../../../../authProvider/useEntityFlag';
import { COMMERCE_GROUP_REQUIRED, commerceNeedsGroup } from '../../../groups/groupRule';
import { groups } from '../../../groups/schema';

const FIRST = { page: 1, perPage: 1 };
const BY_NAME = { field: 'name', order: 'ASC' as const };

/**
 * Whether a commerce has a group (spec section 5: it needs one before a terminal can be
 * created) where the entity's flag asks for one: the form's early check of the terminals' rule
 * (resources/terminals/rules/groupOfCommerce.ts), with the same function. Only asked when the
 * user may read groups; otherwise the service decides alone.
 */
export const useCommerceGroups = (commerceId: unknown) => {
  const required = useEntityFlag(COMMERCE_GROUP_REQUIRED);
  const { canAccess: canList = false } = useCanAccess({ resource: groups.resource, action: 'list' });
  const canAccess = required && canList;
  const dataProvider = useDataProvider();
  const chosen = typeof commerceId === 'number' || (typeof commerceId === 'string' && commerceId !== '');
  const { total, isPending } = useGetList(
    groups.resource,
    { filter: { commerceId }, pagination: FIRST, sort: BY_NAME },
    { enabled: canAccess && chosen },
  );
  /** Asks again at save time, so a group created meanwhile counts. */
  const hasGroup = useCallback(
    async (id: unknown) => {
      if (!canAccess) return true;
      const answer = await dataProvider.getList(groups.resource, {
        filter: { commerceId: id },
        pagination: FIRST,
        sort: BY_NAME,
      });
      return !commerceNeedsGroup(required, answer.total ?? answer.data.length);
    },
    [canAccess, dataProvider, required],
  );
  const missing = canAccess && chosen && total !== undefined && commerceNeedsGroup(required, total);
  return { checking: canAccess && chosen && isPending, missing, hasGroup };
};
