import type { DomainPage } from '../resourceDefinition';
import { lazyPage } from '../views/lazyView';

/** The install screen (`?kind=&id=`) and the states of one install; both under the fleet-install rule. */
export const fleetInstallPages: readonly DomainPage[] = [
  { path: 'fleet-install', Page: lazyPage(() => import('./pages/FleetInstallPage'), 'FleetInstallPage') },
  {
    path: 'fleet-install/:installId',
    rule: 'fleet-install',
    Page: lazyPage(() => import('./states/InstallStatesPage'), 'InstallStatesPage'),
  },
];
