import type { MouseEvent } from 'react';
import { useStoreContext } from 'ra-core';
import { Menu } from 'ra-ui-materialui';
import { useConsoleServices } from '../ConsoleServicesContext';
import { prefetchListData, preloadList } from './listPreload';
import { SIDEBAR_LINK_ROLE } from './sidebarLink';
import { smoothScrollState } from './useSmoothScrollToTop';

const opensHere = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * A resource's sidebar item (access-checked by react-admin). Pointing at it or focusing it fetches
 * its list view's chunk, and a click asks for the list's first page at once, while the list renders,
 * so the click waits for neither in turn.
 */
export const ResourceMenuItem = ({ name }: { name: string }) => {
  const { authProvider, prefetchList } = useConsoleServices();
  const store = useStoreContext();
  return (
    <Menu.ResourceItem
      name={name}
      role={SIDEBAR_LINK_ROLE}
      state={smoothScrollState}
      onMouseEnter={() => preloadList(name)}
      onFocus={() => preloadList(name)}
      onClick={(event: MouseEvent) => {
        if (opensHere(event)) void prefetchListData(name, '', { authProvider, prefetchList, store });
      }}
    />
  );
};
