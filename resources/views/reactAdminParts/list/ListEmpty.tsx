import { lazyView } from '../../lazyView';

/** react-admin's empty list page, fetched when a list turns out to have no record at all. */
export const ListEmpty = lazyView(
  () => import('./ListEmptyPage'),
  () => null,
);
