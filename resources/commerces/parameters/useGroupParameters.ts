import { useGetList, useGetOne } from 'ra-core';
import { commerceParameters, type CommerceParameters } from '../../commerceParameters/schema';
import { groups, type Group } from '../../groups/schema';
import { groupValues } from './groupValues';

/**
 * The values a commerce inherits from a group (or resets to): the group's parameter collection
 * and the parameters listed on the group itself, when it has either.
 */
export const useGroupParameters = (groupId: number | null | undefined) => {
  const enabled = groupId != null;
  const collection = useGetList<CommerceParameters>(
    commerceParameters.resource,
    { filter: { groupId }, pagination: { page: 1, perPage: 1 }, sort: { field: 'id', order: 'ASC' } },
    { enabled },
  );
  const group = useGetOne<Group>(groups.resource, { id: groupId ?? 0 }, { enabled });
  return {
    group: enabled ? groupValues(collection.data?.[0], group.data?.parameters ?? undefined) : undefined,
    isPending: enabled && (collection.isPending || group.isPending),
  };
};
