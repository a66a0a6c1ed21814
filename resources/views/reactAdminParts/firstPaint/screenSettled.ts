import { useSyncExternalStore } from 'react';
import { changeListeners } from '../../../core/changeListeners';
import { useAfterFirstPaint } from './useAfterFirstPaint';

let settled = false;
const { subscribe, notify } = changeListeners();

/**
 * Set by the layout once the first screen's data is in and the browser idle (useSettledPreloads),
 * for good; tests set it as they start.
 */
export const setScreenSettled = (value: boolean) => {
  if (settled === value) return;
  settled = value;
  notify();
};

/** Runs `task` once the first screen's data is in (at once when it is); returns the cancel. */
export const whenScreenSettled = (task: () => void): (() => void) => {
  if (settled) {
    task();
    return () => undefined;
  }
  const unsubscribe = subscribe(() => {
    if (!settled) return;
    unsubscribe();
    task();
  });
  return unsubscribe;
};

/**
 * False until the first screen has painted and its data is in, then true for good. What the
 * header and the tables' heads add after the first paint (MUI's tooltips, react-admin's light/dark
 * and refresh buttons, the inactivity dialog) brings the kit the other screens share (about
 * 120 KiB): on the home page the layout paints before the chart, whose figures come later, and
 * that kit came before the chart.
 */
export const useAfterScreenSettled = () => {
  const painted = useAfterFirstPaint();
  const done = useSyncExternalStore(
    subscribe,
    () => settled,
    () => false,
  );
  return painted && done;
};
