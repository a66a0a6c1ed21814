import HomeIcon from '@mui/icons-material/HomeOutlined';
import { useTranslate } from 'ra-core';
import { HOME_PATH } from './shellConstants';
import { SidebarLink } from './SidebarLink';

/** The sidebar's first item, the dashboard: every signed-in user may open it. */
export const HomeMenuItem = () => {
  const translate = useTranslate();
  return <SidebarLink to={HOME_PATH} label={translate('menu.home')} icon={<HomeIcon />} />;
};
