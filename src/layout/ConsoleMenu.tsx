import { memo } from 'react';
import { useTranslate } from 'ra-core';
import { SidebarMenu } from '../../resources/views/reactAdminParts/SidebarMenu';
import { useConsoleServices } from '../ConsoleServicesContext';
import { HomeMenuItem } from './HomeMenuItem';
import { MenuSectionItems } from './MenuSectionItems';
import { PartnerMenuItems } from './PartnerMenuItems';
import { dashboardsSection, menuSections } from './menuSections';

/**
 * The sidebar of spec section 2: Home, then the groups built from the registry (a group shows
 * only when the user may open one of its items), or the reduced partner sidebar when the
 * session belongs to a partner (integrator).
 * Memoized: the layout renders again on every navigation, and some forty entries with it.
 */
export const ConsoleMenu = memo(function ConsoleMenu() {
  const { session } = useConsoleServices();
  const translate = useTranslate();
  const isPartner = Boolean(session.partnerId());
  return (
    <SidebarMenu aria-label={translate('shell.sidebar.label')}>
      <HomeMenuItem />
      {/* An array, not a fragment: MUI's menu list looks at its children one by one. */}
      {isPartner ? (
        <PartnerMenuItems />
      ) : (
        [dashboardsSection, ...menuSections].map((section) => <MenuSectionItems key={section.group} {...section} />)
      )}
    </SidebarMenu>
  );
});
