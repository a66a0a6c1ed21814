import type { ComponentType } from 'react';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import SyncIcon from '@mui/icons-material/Sync';
import AssessmentIcon from '@mui/icons-material/Assessment';

/** A custom page listed in a sidebar group: its route (also its route-rule key), label and icon. */
export interface MenuPage {
  route: string;
  label: string;
  icon: ComponentType;
}

/** The terminal operations pages of the Terminals group, after its resources. */
export const terminalMenuPages: readonly MenuPage[] = [
  { route: 'Terminal/Reassignment', label: 'terminalOperations.menu.reassignment', icon: SwapHorizIcon },
  { route: 'Terminal/Refresh', label: 'terminalOperations.menu.refresh', icon: SyncIcon },
  { route: 'Terminal/TerminalReport', label: 'terminalOperations.menu.report', icon: AssessmentIcon },
];
