import { useSyncExternalStore } from 'react';
import { changeListeners } from '../../../core/changeListeners';

/** The tables (by store key) on the page whose column chooser a user has reached for. */
const wanted = new Set<string>();
const { subscribe, notify } = changeListeners();
/** How many tables of each store key are on the page (an expand panel may show one more). */
const held = new Map<string, number>();

/** A user points at, focuses or presses a table's Columns button: its chooser is wanted. */
export const wantChooser = (storeKey: string) => {
  if (wanted.has(storeKey)) return;
  wanted.add(storeKey);
  notify();
};

/**
 * A table's chooser is on the page until the returned function is called. Once no table of that
 * store key is left, its next visit renders the chooser's entries on demand again.
 */
export const holdChooser = (storeKey: string) => {
  held.set(storeKey, (held.get(storeKey) ?? 0) + 1);
  return () => {
    const left = (held.get(storeKey) ?? 1) - 1;
    if (left > 0) {
      held.set(storeKey, left);
      return;
    }
    held.delete(storeKey);
    if (wanted.delete(storeKey)) notify();
  };
};

/** Whether the table's chooser is wanted; read as an external store, so it renders at once. */
export const useChooserWanted = (storeKey: string) =>
  useSyncExternalStore(
    subscribe,
    () => wanted.has(storeKey),
    () => false,
  );

/** The chooser's chunk: fetched once the first screen is in, so that a tap renders its entries at once. */
export const loadChooser = () => import('./LoadedColumnsSelector');
