import { useGetList } from 'ra-core';
import { commerceParameters, type CommerceParameters } from '../../commerceParameters/schema';

/** A group's own parameter collection (what a commerce inherits or resets to), when it has one. */
export const useGroupParameters = (groupId: number | null | undefined) => {
  const { data, isPending } = useGetList<CommerceParameters>(
    commerceParameters.resource,
    { filter: { groupId }, pagination: { page: 1, perPage: 1 }, sort: { field: 'id', order: 'ASC' } },
    { enabled: groupId != null },
  );
  return { group: groupId == null ? undefined : data?.[0], isPending: groupId != null && isPending };
};
