import { useEffect, useRef } from 'react';
import { useResourceContext, useStoreContext } from 'ra-core';
import { ColumnsButton, FilterButton } from 'ra-ui-materialui';
import { LIST_TOOLBAR_SELECTOR, listToolbarHeightKey } from './listToolbarHeight';
import { useAfterFirstPaint } from './useAfterFirstPaint';

/** Keeps the height of the list toolbar this is in, for FilterFormPlaceholder on the next cold start. */
const ToolbarHeightMemory = () => {
  const marker = useRef<HTMLSpanElement>(null);
  const resource = useResourceContext() ?? '';
  const { setItem } = useStoreContext();
  useEffect(() => {
    const toolbar = marker.current?.closest(LIST_TOOLBAR_SELECTOR);
    if (!toolbar || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(([entry]) => {
      const height = Math.round(entry.borderBoxSize[0]?.blockSize ?? 0);
      if (height > 0) setItem(listToolbarHeightKey(resource), height);
    });
    observer.observe(toolbar);
    return () => observer.disconnect();
  }, [resource, setItem]);
  return <span ref={marker} hidden />;
};

/**
 * A list's filter and column buttons, which mount with the filter form once the first screen has
 * painted (see useAfterFirstPaint and useListChrome).
 */
export const FilterAndColumnsButtons = () =>
  useAfterFirstPaint() ? (
    <>
      <FilterButton />
      <ColumnsButton />
      <ToolbarHeightMemory />
    </>
  ) : null;
