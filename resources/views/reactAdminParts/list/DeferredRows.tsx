import { useDeferredValue, useMemo, type ReactNode } from 'react';
import { ListContextProvider, useListContext, type ListControllerResult } from 'ra-core';

/** The list as its table sees it before the rows: pending, as react-admin's own first render. */
const beforeRows = (list: ListControllerResult): ListControllerResult => ({
  ...list,
  data: undefined,
  total: undefined,
  meta: undefined,
  error: null,
  isPending: true,
  isLoading: true,
});

/**
 * Its children (the list's table and pagination) see the list's rows in a deferred render: React
 * renders them in small slices between the browser's other work, instead of one long task that
 * holds the page (a table of 25 rows is thousands of components). The selection is not deferred:
 * a checkbox shows its new state at once. The title and toolbar above read the list as it is.
 */
export const DeferredRows = ({ children }: { children: ReactNode }) => {
  const list = useListContext();
  const deferred = useDeferredValue(list, beforeRows(list));
  const { selectedIds, onSelect, onSelectAll, onToggleItem, onUnselectItems } = list;
  const value = useMemo(
    () =>
      deferred === list ? list : { ...deferred, selectedIds, onSelect, onSelectAll, onToggleItem, onUnselectItems },
    [deferred, list, selectedIds, onSelect, onSelectAll, onToggleItem, onUnselectItems],
  );
  return <ListContextProvider value={value}>{children}</ListContextProvider>;
};
