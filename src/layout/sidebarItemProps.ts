import type { TooltipProps } from '@mui/material';
import { smoothScrollState } from './useSmoothScrollToTop';

/** The tooltip's title and child are given by react-admin's item itself: only this option is ours. */
const describingTooltip = { describeChild: true } as TooltipProps;

/**
 * What every sidebar entry (react-admin's Menu.Item) is given. The sidebar is site navigation, a
 * landmark of links: a MUI menu item's own role, 'menuitem', would need a menu around it. Folded,
 * an entry's tooltip describes it rather than naming it, so it keeps its name from its text.
 */
export const sidebarItemProps = { role: 'link', state: smoothScrollState, tooltipProps: describingTooltip };
