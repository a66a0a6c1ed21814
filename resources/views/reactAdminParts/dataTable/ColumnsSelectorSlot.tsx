import { lazy, Suspense, type ReactNode } from 'react';
import { useDataTableStoreContext } from 'ra-core';
import { useElementById } from './useElementById';

const LoadedColumnsSelector = lazy(() => import('./LoadedColumnsSelector'));

/**
 * react-admin's column chooser, fetched and rendered once the popover it draws into is on the
 * page, however late the list's toolbar brings it. react-admin's own looks for the popover for
 * 500 ms after the table mounts and then gives up.
 */
export const ColumnsSelectorSlot = ({ children }: { children: ReactNode }) => {
  const { storeKey } = useDataTableStoreContext();
  const container = useElementById(`${storeKey}-columnsSelector`);
  if (!container) return null;
  return (
    <Suspense fallback={null}>
      {/* Keyed by the popover: react-admin's chooser reads its container once, when it mounts. */}
      <LoadedColumnsSelector key={containerKey(container)}>{children}</LoadedColumnsSelector>
    </Suspense>
  );
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
