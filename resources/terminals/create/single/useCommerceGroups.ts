import { useCanAccess, useDataProvider, useGetList } from 'ra-core';
import { useCallback } from 'react';
import { groups } from '../../../groups/schema';

const FIRST = { page: 1, perPage: 1 };
const BY_NAME = { field: 'name', order: 'ASC' as const };

/**
 * Whether a commerce has a group (spec section 5: it needs one before a terminal can be
 * created). Only asked when the user may read groups; otherwise the service decides alone.
 */
export const useCommerceGroups = (commerceId: unknown) => {
  const { canAccess = false } = useCanAccess({ resource: groups.resource, action: 'list' });
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
      return (answer.total ?? answer.data.length) > 0;
    },
    [canAccess, dataProvider],
  );
  return { checking: canAccess && chosen && isPending, missing: canAccess && chosen && total === 0, hasGroup };
};
