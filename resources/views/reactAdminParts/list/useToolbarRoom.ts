import { createContext, useContext } from 'react';
import { useTheme } from '@mui/material/styles';
import { useResourceContext, useStoreContext } from 'ra-core';
import { breakpointAt, heightAt, listToolbarHeightKey, toolbarHeights, type ToolbarHeights } from './toolbarHeight';

/** The heights of the list's toolbar (listChrome declares them), for what keeps its room. */
export const ToolbarHeightsContext = createContext<ToolbarHeights>(toolbarHeights.search);

/**
 * How tall the list's toolbar will be: as tall as it was last time at this breakpoint, else as
 * such a toolbar is.
 */
export const useToolbarRoom = () => {
  const heights = useContext(ToolbarHeightsContext);
  const resource = useResourceContext() ?? '';
  const { getItem } = useStoreContext();
  const breakpoint = breakpointAt(useTheme(), window.innerWidth);
  return getItem<number>(listToolbarHeightKey(resource, breakpoint)) ?? heightAt(heights, breakpoint);
};
