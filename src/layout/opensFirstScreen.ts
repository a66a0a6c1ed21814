import { isFirstScreenView } from '../../resources/views/lazyView';
import { listViewAt } from './listPreload';
import { pageAt } from './pagePreload';

/**
 * Whether a URL opens one of the first screens (the home page, the terminal list), which render
 * without the other screens' texts; the root takes a signed-in user home.
 */
export const opensFirstScreen = (pathname: string): boolean => {
  const page = pageAt(pathname);
  if (page) return isFirstScreenView(page.Page);
  if (pathname.split('/').every((segment) => segment === '')) return true;
  return isFirstScreenView(listViewAt(pathname)?.type);
};
