import { createElement, type MouseEvent } from 'react';
import ViewListIcon from '@mui/icons-material/ViewList';
import { useResourceDefinitions, useStoreContext, useTranslate } from 'ra-core';
import { ShellMenuLink } from './ShellMenuLink';
import { OPEN_PAGE } from '../../authProvider/canAccess';
import { useCanAccessNow } from '../../authProvider/useCanAccessNow';
import { useConsoleServices } from '../ConsoleServicesContext';
import { prefetchListData, preloadList } from './listPreload';

const opensHere = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * A resource's sidebar item, shown to whoever may open the resource's pages (OPEN_PAGE, which
 * includes listing it; react-admin's item asks 'list' only), answered at once: a query per entry
 * cost the first render of the sidebar some forty observers. Pointing at it or focusing it fetches
 * its list view's chunk, and a click asks for the list's first page at once, while the list renders.
 */
export const ResourceMenuItem = ({ name }: { name: string }) => {
  const { authProvider, prefetchList } = useConsoleServices();
  const store = useStoreContext();
  const definition = useResourceDefinitions()[name];
  const translate = useTranslate();
  const canAccessNow = useCanAccessNow();
  if (!definition || !canAccessNow(OPEN_PAGE, name)) return null;
  return (
    <ShellMenuLink
      to={`/${name}`}
      // The resource's plural name (react-admin's label helper would bring inflection for a default).
      label={translate(`resources.${name}.name`, { smart_count: 2, _: name })}
      icon={createElement(definition.icon ?? ViewListIcon)}
      onMouseEnter={() => preloadList(name)}
      onFocus={() => preloadList(name)}
      onClick={(event: MouseEvent) => {
        if (opensHere(event)) void prefetchListData(name, '', { authProvider, prefetchList, store });
      }}
    />
  );
};
