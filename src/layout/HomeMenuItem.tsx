import HomeIcon from '@mui/icons-material/HomeOutlined';
import { useTranslate } from 'ra-core';
import { ShellMenuLink } from './ShellMenuLink';
import { HOME_PATH } from './shellConstants';

/** The sidebar's first item, the dashboard: every signed-in user may open it. */
export const HomeMenuItem = () => {
  const translate = useTranslate();
  return <ShellMenuLink to={HOME_PATH} label={translate('menu.home')} icon={<HomeIcon />} />;
};
