import KeyIcon from '@mui/icons-material/Key';
import { useTranslate } from 'ra-core';
import { OPEN_PAGE } from '../../authProvider/canAccess';
import { useConsoleServices } from '../ConsoleServicesContext';
import { partnerMenuPages, partnerMenuResources } from './partnerMenu';
import { ResourceMenuItem } from './ResourceMenuItem';
import { SidebarLink } from './SidebarLink';

/** The reduced sidebar of partner users; each item is still access-checked. */
export const PartnerMenuItems = () => {
  const translate = useTranslate();
  const { authProvider } = useConsoleServices();
  return (
    <>
      {partnerMenuResources.map((resource) => (
        <ResourceMenuItem key={resource} name={resource} />
      ))}
      {partnerMenuPages
        .filter((page) => authProvider.canAccessNow({ action: OPEN_PAGE, resource: page.path }))
        .map((page) => (
          <SidebarLink key={page.path} to={`/${page.path}`} label={translate(page.label)} icon={<KeyIcon />} />
        ))}
    </>
  );
};
