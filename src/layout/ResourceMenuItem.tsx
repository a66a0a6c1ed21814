import { createElement, type MouseEvent } from 'react';
import ViewListIcon from '@mui/icons-material/ViewList';
import { useCanAccess, useGetResourceLabel, useResourceDefinitions, useStoreContext } from 'ra-core';
import { Menu } from 'ra-ui-materialui';
import { OPEN_PAGE } from '../../authProvider/canAccess';
import { useConsoleServices } from '../ConsoleServicesContext';
import { prefetchListData, preloadList } from './listPreload';
import { sidebarItemProps } from './sidebarItemProps';

const opensHere = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * A resource's sidebar item, shown to whoever may open the resource's pages (OPEN_PAGE, which
 * includes listing it; react-admin's item asks 'list' only). Pointing at it or focusing it fetches
 * its list view's chunk, and a click asks for the list's first page at once, while the list renders.
 */
export const ResourceMenuItem = ({ name }: { name: string }) => {
  const { authProvider, prefetchList } = useConsoleServices();
  const store = useStoreContext();
  const definition = useResourceDefinitions()[name];
  const labelOf = useGetResourceLabel();
  const { canAccess } = useCanAccess({ action: OPEN_PAGE, resource: name });
  if (!definition || !canAccess) return null;
  return (
    <Menu.Item
      to={`/${name}`}
      primaryText={labelOf(name, 2)}
      leftIcon={createElement(definition.icon ?? ViewListIcon)}
      {...sidebarItemProps}
      onMouseEnter={() => preloadList(name)}
      onFocus={() => preloadList(name)}
      onClick={(event: MouseEvent) => {
        if (opensHere(event)) void prefetchListData(name, '', { authProvider, prefetchList, store });
      }}
    />
  );
};
