import StorefrontIcon from '@mui/icons-material/Storefront';
import type { DomainPage } from '../../resourceDefinition';
import { lazyPage } from '../../views/lazyView';

/** The partner domain's own pages: a partner's commerces, and the developer settings (API keys). */
export const partnerPages: readonly DomainPage[] = [
  {
    path: 'partner/commerce',
    Page: lazyPage(() => import('./commerces/PartnerCommercesPage'), 'PartnerCommercesPage'),
    menu: { label: 'partnerPages.menu.commerces', icon: StorefrontIcon },
  },
  {
    path: 'settings/developer-settings',
    Page: lazyPage(() => import('./developer/DeveloperSettingsPage'), 'DeveloperSettingsPage'),
  },
];
