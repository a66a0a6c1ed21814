import { useEffect, useRef } from 'react';
import { useTheme } from '@mui/material/styles';
import { useResourceContext, useStoreContext } from 'ra-core';
import { breakpointAt, listToolbarHeightKey } from './toolbarHeight';

/**
 * Keeps the height of the toolbar just before the returned marker at the window's breakpoint, for
 * ListToolbarPlaceholder on the next cold start.
 */
export const useToolbarHeightMemory = () => {
  const marker = useRef<HTMLSpanElement>(null);
  const resource = useResourceContext() ?? '';
  const { setItem } = useStoreContext();
  const theme = useTheme();
  useEffect(() => {
    const toolbar = marker.current?.previousElementSibling;
    if (!toolbar || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(([entry]) => {
      const height = Math.round(entry.borderBoxSize[0]?.blockSize ?? 0);
      if (height > 0) setItem(listToolbarHeightKey(resource, breakpointAt(theme, window.innerWidth)), height);
    });
    observer.observe(toolbar);
    return () => observer.disconnect();
  }, [resource, setItem, theme]);
  return marker;
};
