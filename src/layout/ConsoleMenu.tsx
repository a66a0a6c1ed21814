import { useTranslate } from 'ra-core';
import { Menu } from 'ra-ui-materialui';
import { useConsoleServices } from '../ConsoleServicesContext';
import { HomeMenuItem } from './HomeMenuItem';
import { MenuSectionItems } from './MenuSectionItems';
import { PartnerMenuItems } from './PartnerMenuItems';
import { dashboardsSection, menuSections } from './menuSections';

/**
 * The sidebar of spec section 2: Home, then the groups built from the registry (a group shows
 * only when the user may open one of its items), or the reduced partner sidebar when the
 * session belongs to a partner (integrator).
 */
export const ConsoleMenu = () => {
  const { session } = useConsoleServices();
  const translate = useTranslate();
  const isPartner = Boolean(session.partnerId());
  return (
    // A navigation landmark rather than react-admin's role="menu" list: its items are links.
    <Menu component="nav" role="navigation" aria-label={translate('shell.sidebar.label')} sx={{ pb: 2 }}>
      <HomeMenuItem />
      {/* An array, not a fragment: MUI's menu list looks at its children one by one. */}
      {isPartner ? (
        <PartnerMenuItems />
      ) : (
        [dashboardsSection, ...menuSections].map((section) => <MenuSectionItems key={section.group} {...section} />)
      )}
    </Menu>
  );
};
