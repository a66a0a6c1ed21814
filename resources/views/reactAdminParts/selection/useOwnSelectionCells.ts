import { useMemo } from 'react';
import { useDataTableCallbacksContext, useDataTableConfigContext } from 'ra-core';

/**
 * react-admin's DataTable head and rows add their own selection checkbox when the table has bulk
 * actions, and that checkbox's input has no accessible name. This tells whether the table selects
 * rows, and gives the table configuration to provide so that react-admin leaves its checkbox out
 * and ours goes in its place.
 */
export const useOwnSelectionCells = () => {
  const config = useDataTableConfigContext();
  const { handleToggleItem } = useDataTableCallbacksContext();
  const withoutTheirs = useMemo(() => ({ ...config, hasBulkActions: false }), [config]);
  return { selects: config.hasBulkActions && Boolean(handleToggleItem), withoutTheirs };
};
