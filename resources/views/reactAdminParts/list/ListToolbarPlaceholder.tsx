import { useResourceContext, useStoreContext } from 'ra-core';
import { LIST_TOOLBAR_MIN_HEIGHT_PX, listToolbarHeightKey } from './toolbarHeight';

/**
 * The toolbar's place until it comes in (after the first paint): as tall as it was last time, so
 * the table does not move when it arrives.
 */
export const ListToolbarPlaceholder = () => {
  const resource = useResourceContext() ?? '';
  const { getItem } = useStoreContext();
  const height = getItem<number>(listToolbarHeightKey(resource), LIST_TOOLBAR_MIN_HEIGHT_PX);
  return <div aria-hidden style={{ minHeight: height, flexShrink: 0 }} />;
};
