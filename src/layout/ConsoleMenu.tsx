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
 * The layout renders it again on every navigation; its entries render again only when the
 * session's grants may have changed (a refreshed token, another entity), not with every screen.
 */
export const ConsoleMenu = () => {
  const { session } = useConsoleServices();
  const grants = [session.token(), session.entityId(), JSON.stringify(session.entityConfig())].join('|');
  return <MenuEntries grants={grants} partner={Boolean(session.partnerId())} />;
};

interface MenuEntriesProps {
  /** Only compared: another value renders the entries again. */
  grants: string;
  partner: boolean;
}

const MenuEntries = memo(function MenuEntries({ partner }: MenuEntriesProps) {
  const translate = useTranslate();
  return (
    <SidebarMenu aria-label={translate('shell.sidebar.label')}>
      <HomeMenuItem />
      {/* An array, not a fragment: MUI's menu list looks at its children one by one. */}
      {partner ? (
        <PartnerMenuItems />
      ) : (
        [dashboardsSection, ...menuSections].map((section) => <MenuSectionItems key={section.group} {...section} />)
      )}
    </SidebarMenu>
  );
});
