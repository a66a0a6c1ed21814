import SettingsIcon from '@mui/icons-material/Settings';
import type { DomainPage } from '../resourceDefinition';
import { lazyPage } from '../views/lazyView';

/**
 * The settings hub and its logo page (the other settings screens are resources at their own
 * routes: host, networks, commerce-user roles, 2FA permissions). The hub is the administration
 * group's 'configuration' entry.
 */
export const settingsPages: readonly DomainPage[] = [
  {
    path: 'settings',
    Page: lazyPage(() => import('./hub/SettingsHubPage'), 'SettingsHubPage'),
    menu: { label: 'settings.menu', icon: SettingsIcon },
  },
  { path: 'settings/logos', Page: lazyPage(() => import('./logos/LogosPage'), 'LogosPage') },
];
