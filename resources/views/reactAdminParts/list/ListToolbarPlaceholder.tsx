import { useTheme } from '@mui/material/styles';
import { useResourceContext, useStoreContext } from 'ra-core';
import { breakpointAt, heightAt, listToolbarHeightKey, type ToolbarHeights } from './toolbarHeight';

/**
 * The toolbar's place until it comes in (after the first paint): as tall as it was last time at
 * this breakpoint, else as tall as such a toolbar is, so the table does not move when it arrives.
 */
export const ListToolbarPlaceholder = ({ heights }: { heights: ToolbarHeights }) => {
  const resource = useResourceContext() ?? '';
  const { getItem } = useStoreContext();
  const breakpoint = breakpointAt(useTheme(), window.innerWidth);
  const height = getItem<number>(listToolbarHeightKey(resource, breakpoint)) ?? heightAt(heights, breakpoint);
  return <div aria-hidden style={{ minHeight: height, flexShrink: 0 }} />;
};
