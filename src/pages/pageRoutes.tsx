import type { ComponentType, ReactElement } from 'react';
import { Route } from 'react-router-dom';
import { lazyView } from '../../resources/views/lazyView';
import { GuardedPage } from '../guards/GuardedPage';

/** A page as a chunk of its own, loaded when first visited (with the views' timeout and retry). */
const lazyPage = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) =>
  lazyView<object>(() => load().then((module) => ({ default: module[name] })));

interface Page {
  path: string;
  /** The route rule that guards it. */
  rule: string;
  Page: ComponentType;
}

/** Custom pages inside the layout (home, my profile, terminal operations...). */
const pages: Page[] = [
  { path: '/dashboard', rule: 'dashboard', Page: lazyPage(() => import('./dashboard/DashboardPage'), 'DashboardPage') },
  { path: '/userInfo', rule: 'userInfo', Page: lazyPage(() => import('./profile/ProfilePage'), 'ProfilePage') },
  {
    path: '/Terminal/Reassignment',
    rule: 'Terminal/Reassignment',
    Page: lazyPage(() => import('./terminals/reassignment/ReassignmentPage'), 'ReassignmentPage'),
  },
  {
    path: '/Terminal/Refresh',
    rule: 'Terminal/Refresh',
    Page: lazyPage(() => import('./terminals/refresh/RefreshPage'), 'RefreshPage'),
  },
  {
    path: '/Terminal/TerminalReport',
    rule: 'Terminal/TerminalReport',
    Page: lazyPage(() => import('./terminals/report/TerminalReportPage'), 'TerminalReportPage'),
  },
  {
    path: '/report/download',
    rule: 'report/download',
    Page: lazyPage(() => import('./terminals/report/ReportDownloadPage'), 'ReportDownloadPage'),
  },
  // Tags are read with their write-and-read permission, so the tags route's rule guards the assignment.
  {
    path: '/Terminal/Tags/Assignment/:tagName',
    rule: 'Terminal/Tags',
    Page: lazyPage(() => import('./terminals/tags/TagAssignmentPage'), 'TagAssignmentPage'),
  },
];

/** Each page guarded by its route rule. */
export const pageRoutes: ReactElement[] = pages.map(({ path, rule, Page }) => (
  <Route
    key={path}
    path={path}
    element={
      <GuardedPage route={rule}>
        <Page />
      </GuardedPage>
    }
  />
));
