import KeyIcon from '@mui/icons-material/Key';
import { useTranslate } from 'ra-core';
import { ShellMenuLink } from './ShellMenuLink';
import { OPEN_PAGE } from '../../authProvider/canAccess';
import { useCanAccessNow } from '../../authProvider/useCanAccessNow';
import { partnerMenuPages, partnerMenuResources } from './partnerMenu';
import { ResourceMenuItem } from './ResourceMenuItem';

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
          <ShellMenuLink key={page.path} to={`/${page.path}`} label={translate(page.label)} icon={<KeyIcon />} />
        ))}
    </>
  );
};
