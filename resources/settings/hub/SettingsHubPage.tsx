import { Box } from '@mui/material';
import ImageIcon from '@mui/icons-material/Image';
import DnsIcon from '@mui/icons-material/Dns';
import WifiIcon from '@mui/icons-material/Wifi';
import StorefrontIcon from '@mui/icons-material/Storefront';
import PhonelinkLockIcon from '@mui/icons-material/PhonelinkLock';
import VpnKeyIcon from '@mui/icons-material/VpnKey';
import { useCanAccess, useTranslate } from 'ra-core';
import { ScreenTitle } from '../../views/reactAdminParts/ScreenTitle';
import { commerceUserRoles } from '../../commerceUserRoles/schema';
import { hosts } from '../../hosts/schema';
import { networks } from '../../networks/schema';
import { permissions2fa } from '../../permissions2fa/schema';
import { GeneralConfigCard } from './GeneralConfigCard';
import { SettingsLinkCard, type SettingsLink } from './SettingsLinkCard';

const links: SettingsLink[] = [
  { path: 'settings/logos', key: 'settings.hub.logos', icon: ImageIcon },
  { path: hosts.resource, key: 'settings.hub.host', icon: DnsIcon },
  { path: networks.resource, key: 'settings.hub.networks', icon: WifiIcon },
  { path: commerceUserRoles.resource, key: 'settings.hub.commerceRoles', icon: StorefrontIcon },
  { path: permissions2fa.resource, key: 'settings.hub.permissions2fa', icon: PhonelinkLockIcon },
];

/** The route of the partners' developer settings, shown to users who may open it. */
const developerSettings: SettingsLink = {
  path: 'settings/developer-settings',
  key: 'settings.hub.developer',
  icon: VpnKeyIcon,
};

/** /settings: the entity's general configuration and the settings screens it leads to. */
export const SettingsHubPage = () => {
  const translate = useTranslate();
  const { canAccess: developer } = useCanAccess({ resource: developerSettings.path, action: 'list' });
  return (
    <Box sx={{ p: 2 }}>
      <ScreenTitle title={translate('settings.hub.title')} />
      <Box
        component="nav"
        aria-label={translate('settings.hub.title')}
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))', mb: 2 }}
      >
        {[...links, ...(developer ? [developerSettings] : [])].map((link) => (
          <SettingsLinkCard key={link.path} link={link} />
        ))}
      </Box>
      <GeneralConfigCard />
    </Box>
  );
};
