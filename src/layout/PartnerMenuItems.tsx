import { Menu } from 'ra-ui-materialui';
import { preloadList } from './listPreload';
import { partnerMenuResources } from './partnerMenu';
import { smoothScrollState } from './useSmoothScrollToTop';

/** The reduced sidebar of partner users; each item is still access-checked. */
export const PartnerMenuItems = () => (
  <>
    {partnerMenuResources.map((resource) => (
      <Menu.ResourceItem
        key={resource}
        name={resource}
        state={smoothScrollState}
        onMouseEnter={() => preloadList(resource)}
        onFocus={() => preloadList(resource)}
      />
    ))}
  </>
);
