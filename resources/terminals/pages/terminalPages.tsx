import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import SyncIcon from '@mui/icons-material/Sync';
import AssessmentIcon from '@mui/icons-material/Assessment';
import SettingsSuggestIcon from '@mui/icons-material/SettingsSuggest';
import type { DomainPage } from '../../resourceDefinition';
import { lazyPage } from '../../views/lazyView';

/** The terminal domain's own pages; the first three are listed in the Terminals group of the sidebar. */
export const terminalPages: readonly DomainPage[] = [
  {
    path: 'ParameterUpdate',
    Page: lazyPage(() => import('../../profiles/parameterUpdate/ParameterUpdatePage'), 'ParameterUpdatePage'),
    menu: { label: 'profilesEmv.menu.parameterUpdate', icon: SettingsSuggestIcon },
  },
  {
    path: 'Terminal/Reassignment',
    Page: lazyPage(() => import('./reassignment/ReassignmentPage'), 'ReassignmentPage'),
    menu: { label: 'terminalOperations.menu.reassignment', icon: SwapHorizIcon },
  },
  {
    path: 'Terminal/Refresh',
    Page: lazyPage(() => import('./refresh/RefreshPage'), 'RefreshPage'),
    menu: { label: 'terminalOperations.menu.refresh', icon: SyncIcon },
  },
  {
    path: 'Terminal/TerminalReport',
    Page: lazyPage(() => import('./report/TerminalReportPage'), 'TerminalReportPage'),
    menu: { label: 'terminalOperations.menu.report', icon: AssessmentIcon },
  },
  { path: 'report/download', Page: lazyPage(() => import('./report/ReportDownloadPage'), 'ReportDownloadPage') },
  {
    path: 'Terminal/Tags/Assignment/:tagName',
    rule: 'Terminal/Tags/Assignment',
    Page: lazyPage(() => import('./tags/TagAssignmentPage'), 'TagAssignmentPage'),
  },
];
