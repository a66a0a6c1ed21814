import type { Breakpoint, Theme } from '@mui/material/styles';

/**
 * A toolbar's height by the window's breakpoint, mobile first as in `sx`: a breakpoint without a
 * value takes the one below it. The filters wrap under the buttons on narrow windows.
 */
export type ToolbarHeights = { xs: number } & Partial<Record<Breakpoint, number>>;

/**
 * The heights a toolbar has before this browser ever measured it, in Chromium with the console's
 * theme and its sidebar open (`e2e/list-toolbar.spec.ts` checks them).
 */
export const toolbarHeights = {
  /** The buttons above a search field, beside it from `md` up: most lists. */
  search: { xs: 112, md: 64 },
  /** The buttons alone (the networks, the videos). */
  buttons: { xs: 56, sm: 48 },
} satisfies Record<string, ToolbarHeights>;

const largestFirst: Breakpoint[] = ['xl', 'lg', 'md', 'sm', 'xs'];

/** The theme's breakpoint of a window `width` pixels wide, as its media queries read it. */
export const breakpointAt = (theme: Theme, width: number): Breakpoint =>
  largestFirst.find((key) => width >= theme.breakpoints.values[key]) ?? 'xs';

/** The height at `breakpoint`: its own, else the nearest below it. */
export const heightAt = (heights: ToolbarHeights, breakpoint: Breakpoint): number => {
  const below = largestFirst.slice(largestFirst.indexOf(breakpoint));
  return below.map((key) => heights[key]).find((height) => height !== undefined) ?? heights.xs;
};

/**
 * Where a list remembers how tall its toolbar was at a breakpoint, for its placeholder on the next
 * cold start.
 */
export const listToolbarHeightKey = (resource: string, breakpoint: Breakpoint) =>
  `${resource}.listToolbarHeight.${breakpoint}`;

/** react-admin's pagination bar is this tall: its place is kept until it mounts. */
export const PAGINATION_HEIGHT_PX = 52;
