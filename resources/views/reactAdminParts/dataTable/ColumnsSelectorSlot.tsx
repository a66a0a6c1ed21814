import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { useDataTableStoreContext } from 'ra-core';
import { holdChooser, loadChooser } from './chooserIntent';
import { useElementById } from './useElementById';

type Chooser = ComponentType<{ container: HTMLElement; children: ReactNode }>;

/**
 * The column chooser (ColumnsChooser: a switch per column, the search field over them, the reset
 * button), drawn into its popover once that is on the page: the Columns button
 * (ColumnsChooserButton) mounts it as a user reaches for the button, however late the list's
 * toolbar came. The button fetches the chooser's chunk once the first screen is in, so that the
 * entries render at once, before the popover opens.
 */
export const ColumnsSelectorSlot = ({ children }: { children: ReactNode }) => {
  const { storeKey } = useDataTableStoreContext();
  const container = useElementById(`${storeKey}-columnsSelector`);
  const [Loaded, setLoaded] = useState<Chooser | null>(null);
  const present = container !== null;
  useEffect(() => holdChooser(storeKey), [storeKey]);
  useEffect(() => {
    if (!present) return;
    let current = true;
    loadChooser()
      .then(({ default: chooser }) => current && setLoaded(() => chooser))
      // A chunk that cannot come (a new version deployed meanwhile) leaves the chooser empty, as before a reload.
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [present]);
  if (!container || !Loaded) return null;
  return <Loaded container={container}>{children}</Loaded>;
};
