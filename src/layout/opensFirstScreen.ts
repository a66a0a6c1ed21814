import { registry } from '../../resources/registry';
import { isFirstScreenView } from '../../resources/views/lazyView';
import { pageAt } from './pagePreload';

const listViews = new Map(registry.map(({ schema, list }) => [schema.resource, list]));

/**
 * Whether a URL opens one of the first screens (the home page, the terminal list), which render
 * without the other screens' texts; the root takes a signed-in user home.
 */
export const opensFirstScreen = (pathname: string): boolean => {
  const page = pageAt(pathname);
  if (page) return isFirstScreenView(page.Page);
  const [, resource, ...rest] = pathname.split('/');
  if (!resource) return true;
  return rest.every((segment) => segment === '') && isFirstScreenView(listViews.get(resource)?.type);
};
