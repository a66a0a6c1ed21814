import KeyIcon from '@mui/icons-material/Key';
import { useTranslate } from 'ra-core';
import { Menu } from 'ra-ui-materialui';
import { OPEN_PAGE } from '../../authProvider/canAccess';
import { useCanAccessNow } from '../../authProvider/useCanAccessNow';
import { partnerMenuPages, partnerMenuResources } from './partnerMenu';
import { ResourceMenuItem } from './ResourceMenuItem';
import { sidebarItemProps } from './sidebarItemProps';

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
          <Menu.Item
            key={page.path}
            to={`/${page.path}`}
            primaryText={translate(page.label)}
            leftIcon={<KeyIcon />}
            {...sidebarItemProps}
          />
        ))}
    </>
  );
};
