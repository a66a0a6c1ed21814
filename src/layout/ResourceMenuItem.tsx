import { Menu } from 'ra-ui-materialui';
import { preloadList } from './listPreload';
import { SIDEBAR_LINK_ROLE } from './sidebarLink';
import { smoothScrollState } from './useSmoothScrollToTop';

/**
 * A resource's sidebar item (access-checked by react-admin). Pointing at it or focusing it fetches
 * its list view's chunk, so the click waits for data only.
 */
export const ResourceMenuItem = ({ name }: { name: string }) => (
  <Menu.ResourceItem
    name={name}
    role={SIDEBAR_LINK_ROLE}
    state={smoothScrollState}
    onMouseEnter={() => preloadList(name)}
    onFocus={() => preloadList(name)}
  />
);
