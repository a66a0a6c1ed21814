import HomeIcon from '@mui/icons-material/HomeOutlined';
import { Menu } from 'ra-ui-materialui';
import { HOME_PATH } from './shellConstants';
import { sidebarItemProps } from './sidebarItemProps';

/** The sidebar's first item, the dashboard: every signed-in user may open it. */
export const HomeMenuItem = () => (
  <Menu.Item to={HOME_PATH} primaryText="menu.home" leftIcon={<HomeIcon />} {...sidebarItemProps} />
);
