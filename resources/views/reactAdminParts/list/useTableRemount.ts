import { useCallback, useEffect, useRef, useState } from 'react';

/** react-admin's DataTable looks for the column chooser's popover during 500 ms after its rows mount. */
const COLUMNS_LOOKUP_MS = 400;

/**
 * A key for the list's table, changed when the toolbar (with the column chooser) comes in after
 * the table has stopped looking for the chooser's popover: the table mounts again and finds it.
 */
export const useTableRemount = (isPending: boolean) => {
  const [tableKey, setTableKey] = useState(0);
  const rowsMountedAt = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (!isPending && rowsMountedAt.current === undefined) rowsMountedAt.current = performance.now();
  }, [isPending]);
  const onToolbarMounted = useCallback(() => {
    const mountedAt = rowsMountedAt.current;
    if (mountedAt !== undefined && performance.now() - mountedAt > COLUMNS_LOOKUP_MS) setTableKey((key) => key + 1);
  }, []);
  return { tableKey, onToolbarMounted };
};
