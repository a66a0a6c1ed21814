import { ListButton, TopToolbar } from 'ra-ui-materialui';
import { TerminalActionsMenu } from './actions/TerminalActionsMenu';

/** Back to the list, and the terminal's actions. */
export const TerminalShowActions = () => (
  <TopToolbar>
    <ListButton />
    <TerminalActionsMenu />
  </TopToolbar>
);
