import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { useDataTableStoreContext } from 'ra-core';
import { usePopoverContainer } from './usePopoverContainer';

const loadColumnsSelector = () => import('./LoadedColumnsSelector');
const LoadedColumnsSelector = lazy(loadColumnsSelector);

/**
 * react-admin's column chooser, in the popover it draws into however late the list's toolbar brings
 * it (react-admin's own looks for it for 500 ms after the table mounts and then gives up). Fetched
 * when the popover comes, drawn when it first opens: a switch per column is much to mount with the
 * toolbar, in a popover nobody may open.
 */
export const ColumnsSelectorSlot = ({ children }: { children: ReactNode }) => {
  const { storeKey } = useDataTableStoreContext();
  const { element, opened } = usePopoverContainer(`${storeKey}-columnsSelector`);
  useEffect(() => {
    if (element) void loadColumnsSelector().catch(() => undefined);
  }, [element]);
  if (!element || !opened) return null;
  return (
    <Suspense fallback={null}>
      {/* Keyed by the popover: react-admin's chooser reads its container once, when it mounts. */}
      <LoadedColumnsSelector key={containerKey(element)}>{children}</LoadedColumnsSelector>
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
