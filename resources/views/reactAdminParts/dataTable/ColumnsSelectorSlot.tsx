import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { useDataTableStoreContext } from 'ra-core';
import { holdChooser, useChooserWanted } from './chooserIntent';
import { useElementById } from './useElementById';

type Chooser = ComponentType<{ children: ReactNode }>;

/**
 * react-admin's column chooser, drawn into its popover once that is on the page (however late the
 * list's toolbar brings it: react-admin's own looks for it during 500 ms, then gives up), with its
 * entries (a switch per column, and the search field over them) once a user reaches for the
 * Columns button (ColumnsChooserButton). Its chunk is fetched with the popover, so that the entries
 * then render at once, before the popover opens.
 */
export const ColumnsSelectorSlot = ({ children }: { children: ReactNode }) => {
  const { storeKey } = useDataTableStoreContext();
  const container = useElementById(`${storeKey}-columnsSelector`);
  const wanted = useChooserWanted(storeKey);
  const [Loaded, setLoaded] = useState<Chooser | null>(null);
  const present = container !== null;
  useEffect(() => holdChooser(storeKey), [storeKey]);
  useEffect(() => {
    if (!present) return;
    let current = true;
    import('./LoadedColumnsSelector')
      .then(({ default: chooser }) => current && setLoaded(() => chooser))
      // A chunk that cannot come (a new version deployed meanwhile) leaves the chooser empty, as before a reload.
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [present]);
  if (!container || !Loaded) return null;
  // Keyed by the popover: react-admin's chooser reads its container once, when it mounts. Until a
  // user reaches for it, it holds its reset button only.
  return <Loaded key={containerKey(container)}>{wanted ? children : null}</Loaded>;
};

const keys = new WeakMap<HTMLElement, number>();
let lastKey = 0;
/** A number per popover element, for the chooser's key. */
const containerKey = (element: HTMLElement) => {
  let key = keys.get(element);
  if (key === undefined) {
    lastKey += 1;
    key = lastKey;
    keys.set(element, key);
  }
  return key;
};
