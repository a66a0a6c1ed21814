import type { ReactElement } from 'react';
import { Route } from 'react-router-dom';
import { registry } from '../../resources/registry';
import { ruleOfPage, type DomainPage } from '../../resources/resourceDefinition';
import { lazyPage } from '../../resources/views/lazyView';
import { GuardedPage } from '../guards/GuardedPage';

/** Pages that belong to no resource: home and my profile. */
const shellPages: DomainPage[] = [
  { path: 'dashboard', Page: lazyPage(() => import('./dashboard/DashboardPage'), 'DashboardPage') },
  { path: 'userInfo', Page: lazyPage(() => import('./profile/ProfilePage'), 'ProfilePage') },
];

const pages = [...shellPages, ...registry.flatMap((definition) => definition.pages ?? [])];

/** Every custom page inside the layout, each guarded by its route rule. */
export const pageRoutes: ReactElement[] = pages.map((page) => (
  <Route
    key={page.path}
    path={`/${page.path}`}
    element={
      <GuardedPage route={ruleOfPage(page)}>
        <page.Page />
      </GuardedPage>
    }
  />
));
