import HomeIcon from '@mui/icons-material/HomeOutlined';
import { Menu } from 'ra-ui-materialui';
import { HOME_PATH } from './shellConstants';
import { SIDEBAR_LINK_ROLE } from './sidebarLink';
import { smoothScrollState } from './useSmoothScrollToTop';

/** The sidebar's first item, the dashboard: every signed-in user may open it. */
export const HomeMenuItem = () => (
  <Menu.Item
    to={HOME_PATH}
    role={SIDEBAR_LINK_ROLE}
    primaryText="menu.home"
    leftIcon={<HomeIcon />}
    state={smoothScrollState}
  />
);
