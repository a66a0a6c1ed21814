import { useEffect, useRef } from 'react';
import { useResourceContext, useStoreContext } from 'ra-core';
import { ColumnsButton, FilterButton } from 'ra-ui-materialui';
import { FILTER_FORM_SELECTOR, LIST_TOOLBAR_SELECTOR, filterFormHeightKey } from './filterFormHeight';
import { useAfterFirstPaint } from './useAfterFirstPaint';

/** Keeps the height of the filter form beside these buttons, for FilterFormPlaceholder on the next cold start. */
const FilterFormHeightMemory = () => {
  const marker = useRef<HTMLSpanElement>(null);
  const resource = useResourceContext() ?? '';
  const { setItem } = useStoreContext();
  useEffect(() => {
    const form = marker.current?.closest(LIST_TOOLBAR_SELECTOR)?.querySelector(FILTER_FORM_SELECTOR);
    if (!form || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(([entry]) => {
      const height = Math.round(entry.borderBoxSize[0]?.blockSize ?? 0);
      if (height > 0) setItem(filterFormHeightKey(resource), height);
    });
    observer.observe(form);
    return () => observer.disconnect();
  }, [resource, setItem]);
  return <span ref={marker} hidden />;
};

/**
 * A list's filter and column buttons, which mount once the first screen has painted (see
 * useAfterFirstPaint and useListChrome): the column button first, as react-admin's DataTable looks
 * for its popover during 500 ms only; the filter button with the filter form it needs.
 */
export const FilterAndColumnsButtons = () => {
  const filters = useAfterFirstPaint();
  const columns = useAfterFirstPaint({ first: true });
  return (
    <>
      {filters && <FilterButton />}
      {columns && <ColumnsButton />}
      {filters && <FilterFormHeightMemory />}
    </>
  );
};
