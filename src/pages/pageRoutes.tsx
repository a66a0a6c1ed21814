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

const guarded = (route: string, Page: ComponentType) => (
  <GuardedPage route={route}>
    <Page />
  </GuardedPage>
);

/** Custom pages inside the layout (home, my profile, ...), each guarded by its route rule. */
export const pageRoutes: ReactElement[] = [
  <Route key="dashboard" path="/dashboard" element={guarded('dashboard', DashboardPage)} />,
  <Route key="userInfo" path="/userInfo" element={guarded('userInfo', ProfilePage)} />,
];
