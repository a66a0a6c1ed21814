import { Show, ListButton, TopToolbar } from 'ra-ui-materialui';
import { TerminalActionsMenu } from './actions/TerminalActionsMenu';
import { PendingActionsBanner } from './PendingActionsBanner';
import { TerminalTabs } from './TerminalTabs';

const Actions = () => (
  <TopToolbar>
    <ListButton />
    <TerminalActionsMenu />
  </TopToolbar>
);

/** The terminal detail (spec section 2): its tabs, its actions and what became of them. */
// Without a minimum width of 0 the scrollable tabs widen the page instead of scrolling.
const fitWidth = { width: 0, minWidth: '100%' } as const;

const TerminalShow = () => (
  <Show actions={<Actions />} sx={fitWidth}>
    <PendingActionsBanner />
    <TerminalTabs />
  </Show>
);

export default TerminalShow;
