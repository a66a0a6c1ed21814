import { Show } from 'ra-ui-materialui';
import { PendingActionsBanner } from './PendingActionsBanner';
import { TerminalShowActions } from './TerminalShowActions';
import { TerminalTabs } from './TerminalTabs';

// Without a minimum width of 0 the scrollable tabs widen the page instead of scrolling.
const fitWidth = { width: 0, minWidth: '100%' } as const;

/** The terminal detail (spec section 2): its tabs, its actions and what became of them. */
const TerminalShow = () => (
  <Show actions={<TerminalShowActions />} sx={fitWidth}>
    <PendingActionsBanner />
    <TerminalTabs />
  </Show>
);

export default TerminalShow;
