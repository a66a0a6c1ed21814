import HomeIcon from '@mui/icons-material/HomeOutlined';
import { useTranslate } from 'ra-core';
import { SidebarLink } from '../../resources/views/reactAdminParts/SidebarLink';
import { HOME_PATH } from './shellConstants';
import { smoothScrollState } from './useSmoothScrollToTop';

/** The sidebar's first item, the dashboard: every signed-in user may open it. */
export const HomeMenuItem = () => {
  const translate = useTranslate();
  return <SidebarLink to={HOME_PATH} state={smoothScrollState} label={translate('menu.home')} icon={<HomeIcon />} />;
};
