import KeyIcon from '@mui/icons-material/Key';
import { useTranslate } from 'ra-core';
import { SidebarLink } from '../../resources/views/reactAdminParts/SidebarLink';
import { OPEN_PAGE } from '../../authProvider/canAccess';
import { useCanAccessNow } from '../../authProvider/useCanAccessNow';
import { partnerMenuPages, partnerMenuResources } from './partnerMenu';
import { ResourceMenuItem } from './ResourceMenuItem';
import { smoothScrollState } from './useSmoothScrollToTop';

/** The reduced sidebar of partner users; each item is still access-checked. */
export const PartnerMenuItems = () => {
  const translate = useTranslate();
  const canAccessNow = useCanAccessNow();
  return (
    <>
      {partnerMenuResources.map((resource) => (
        <ResourceMenuItem key={resource} name={resource} />
      ))}
      {partnerMenuPages
        .filter((page) => canAccessNow(OPEN_PAGE, page.path))
        .map((page) => (
          <SidebarLink
            key={page.path}
            to={`/${page.path}`}
            state={smoothScrollState}
            label={translate(page.label)}
            icon={<KeyIcon />}
          />
        ))}
    </>
  );
};
