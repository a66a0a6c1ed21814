import type { Store } from 'ra-core';

/** Below this viewport width the sidebar collapses by itself (spec section 9). */
export const SIDEBAR_COLLAPSE_BELOW_PX = 1350;
/** Above this viewport width a collapsed sidebar opens while the pointer is over it. */
export const SIDEBAR_HOVER_ABOVE_PX = 992;

export const NARROW_QUERY = `(max-width:${SIDEBAR_COLLAPSE_BELOW_PX - 0.05}px)`;
export const HOVER_QUERY = `(min-width:${SIDEBAR_HOVER_ABOVE_PX + 0.05}px)`;

/**
 * Collapses the sidebar before the console's first render when the window is narrower than
 * 1350 px, as ConsoleSidebar would once mounted: react-admin starts it open, and closing it after
 * the first paint slid it shut and moved the page about 65 px on every cold load at such widths.
 */
export const collapseSidebarWhenNarrow = (store: Store, matchMedia: (query: string) => { matches: boolean }) => {
  if (matchMedia(NARROW_QUERY).matches) store.setItem('sidebar.open', false);
};
