import type { ListControllerResult } from 'ra-core';

/**
 * As react-admin's list decides to show its empty page: loaded without error, no record (with or
 * without a total), and no filter set by the user.
 */
export const hasNoRecordAtAll = ({
  error,
  isPending,
  total,
  hasPreviousPage,
  hasNextPage,
  data,
  filterValues,
}: Pick<
  ListControllerResult,
  'error' | 'isPending' | 'total' | 'hasPreviousPage' | 'hasNextPage' | 'data' | 'filterValues'
>) =>
  !error &&
  !isPending &&
  (total === 0 || (total == null && hasPreviousPage === false && hasNextPage === false && data?.length === 0)) &&
  Object.keys(filterValues).length === 0;
