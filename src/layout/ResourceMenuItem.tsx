import { createElement, type MouseEvent } from 'react';
import ViewListIcon from '@mui/icons-material/ViewList';
import { useGetResourceLabel, useResourceDefinitions, useStoreContext } from 'ra-core';
import { OPEN_PAGE } from '../../authProvider/canAccess';
import { useConsoleServices } from '../ConsoleServicesContext';
import { useCanAccessNow } from '../../authProvider/useCanAccessNow';
import { prefetchListData, preloadList } from './listPreload';
import { SidebarLink } from './SidebarLink';

const opensHere = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * A resource's sidebar item, shown to whoever may open the resource's pages (OPEN_PAGE, which
 * includes listing it). The question is the authProvider's own, asked at once: react-admin's item
 * asks it through a query each, and the sidebar drew once empty and then again (about 40 items,
 * a tenth of a cold /Terminal's first render). Pointing at it or focusing it fetches its list
 * view's chunk, and a click asks for the list's first page at once, while the list renders.
 */
export const ResourceMenuItem = ({ name }: { name: string }) => {
  const { authProvider, prefetchList } = useConsoleServices();
  const store = useStoreContext();
  const definition = useResourceDefinitions()[name];
  const labelOf = useGetResourceLabel();
  const canAccessNow = useCanAccessNow();
  if (!definition || !canAccessNow(OPEN_PAGE, name)) return null;
  return (
    <SidebarLink
      to={`/${name}`}
      label={labelOf(name, 2)}
      icon={createElement(definition.icon ?? ViewListIcon)}
      onMouseEnter={() => preloadList(name)}
      onFocus={() => preloadList(name)}
      onClick={(event: MouseEvent) => {
        if (opensHere(event)) void prefetchListData(name, '', { authProvider, prefetchList, store });
      }}
    />
  );
};
