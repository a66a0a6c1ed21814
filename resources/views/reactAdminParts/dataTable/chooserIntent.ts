import { useSyncExternalStore } from 'react';

/** The tables (by store key) on the page whose column chooser a user has reached for. */
const wanted = new Set<string>();
const listeners = new Set<() => void>();

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** A user points at, focuses or presses a table's Columns button: its chooser is wanted. */
export const wantChooser = (storeKey: string) => {
  if (wanted.has(storeKey)) return;
  wanted.add(storeKey);
  listeners.forEach((listener) => listener());
};

/** The table has left the page: its next visit renders its chooser's entries on demand again. */
export const forgetChooser = (storeKey: string) => {
  if (wanted.delete(storeKey)) listeners.forEach((listener) => listener());
};

/** Whether the table's chooser is wanted; read as an external store, so it renders at once. */
export const useChooserWanted = (storeKey: string) =>
  useSyncExternalStore(
    subscribe,
    () => wanted.has(storeKey),
    () => false,
  );
