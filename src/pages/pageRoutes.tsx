import type { ComponentType, ReactElement } from 'react';
import { Route } from 'react-router-dom';
import { lazyView } from '../../resources/views/lazyView';
import { GuardedPage } from '../guards/GuardedPage';

/** Each page is a chunk of its own, loaded when first visited (with the views' timeout and retry). */
const DashboardPage = lazyView<object>(() =>
  import('./dashboard/DashboardPage').then((module) => ({ default: module.DashboardPage })),
);
const ProfilePage = lazyView<object>(() =>
  import('./profile/ProfilePage').then((module) => ({ default: module.ProfilePage })),
);

const ReassignmentPage = lazyView<object>(() =>
  import('./terminals/reassignment/ReassignmentPage').then((module) => ({ default: module.ReassignmentPage })),
);
const RefreshPage = lazyView<object>(() =>
  import('./terminals/refresh/RefreshPage').then((module) => ({ default: module.RefreshPage })),
);
const TerminalReportPage = lazyView<object>(() =>
  import('./terminals/report/TerminalReportPage').then((module) => ({ default: module.TerminalReportPage })),
);
const ReportDownloadPage = lazyView<object>(() =>
  import('./terminals/report/ReportDownloadPage').then((module) => ({ default: module.ReportDownloadPage })),
);
const TagAssignmentPage = lazyView<object>(() =>
  import('./terminals/tags/TagAssignmentPage').then((module) => ({ default: module.TagAssignmentPage })),
);

const guarded = (route: string, Page: ComponentType) => (
  <GuardedPage route={route}>
    <Page />
  </GuardedPage>
);

/** Custom pages inside the layout (home, my profile, ...), each guarded by its route rule. */
export const pageRoutes: ReactElement[] = [
  <Route key="dashboard" path="/dashboard" element={guarded('dashboard', DashboardPage)} />,
  <Route key="userInfo" path="/userInfo" element={guarded('userInfo', ProfilePage)} />,
  <Route
    key="reassignment"
    path="/Terminal/Reassignment"
    element={guarded('Terminal/Reassignment', ReassignmentPage)}
  />,
  <Route key="refresh" path="/Terminal/Refresh" element={guarded('Terminal/Refresh', RefreshPage)} />,
  <Route
    key="terminalReport"
    path="/Terminal/TerminalReport"
    element={guarded('Terminal/TerminalReport', TerminalReportPage)}
  />,
  <Route key="reportDownload" path="/report/download" element={guarded('report/download', ReportDownloadPage)} />,
  // Tags are read with their write-and-read permission, so the tags route's rule guards the assignment.
  <Route
    key="tagAssignment"
    path="/Terminal/Tags/Assignment/:tagName"
    element={guarded('Terminal/Tags', TagAssignmentPage)}
  />,
];
