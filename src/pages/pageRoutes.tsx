import type { ReactElement } from 'react';
import { Route } from 'react-router-dom';
import { pageOnlyDomains, registry } from '../../resources/registry';
import { ruleOfPage, type DomainPage } from '../../resources/resourceDefinition';
import { firstScreenPage, lazyPage } from '../../resources/views/lazyView';
import { GuardedPage } from '../guards/GuardedPage';
import { prefetchHomeFigures } from '../../resources/dashboards/home/homeFirstData';

/** The home page, where every sign-in lands: fetched ahead while the login form is on screen. */
export const HomePage = firstScreenPage(() => import('../../resources/dashboards/home/DashboardPage'), 'DashboardPage');

/** Pages that belong to no resource: home and my profile. */
const shellPages: DomainPage[] = [
  { path: 'dashboard', Page: HomePage, prefetch: prefetchHomeFigures },
  { path: 'userInfo', Page: lazyPage(() => import('./profile/ProfilePage'), 'ProfilePage') },
];

/** Every page of the console beside the resources' views: the shell's and the domains'. */
export const consolePages: readonly DomainPage[] = [
  ...shellPages,
  ...pageOnlyDomains.flatMap((domain) => domain.pages),
  ...registry.flatMap((definition) => definition.pages ?? []),
];

/** Every custom page inside the layout, each guarded by its route rule. */
export const pageRoutes: ReactElement[] = consolePages.map((page) => (
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
