import type { QueryClient } from '@tanstack/react-query';
import { whenIdle } from './whenIdle';

/**
 * Runs a task once the screen has asked for its data, all of it is in and the browser is idle:
 * the browser is idle too while a screen waits for its data or its chunk, which would put the
 * task before the screen's first meaningful paint. Returns the cancel.
 */
export const whenQueriesSettled = (queryClient: QueryClient, task: () => void): (() => void) => {
  let asked = queryClient.isFetching() > 0;
  let cancelIdle: (() => void) | undefined;
  const stopWaiting = () => {
    cancelIdle?.();
    cancelIdle = undefined;
  };
  // The cache tells of every change (dozens a render): the idle wait starts once when the data is
  // in, and only a new request stops it, not each event (each request cost the browser 0.1 ms).
  const unsubscribe = queryClient.getQueryCache().subscribe(() => {
    const fetching = queryClient.isFetching() > 0;
    asked ||= fetching;
    if (fetching) return stopWaiting();
    if (!asked || cancelIdle) return;
    cancelIdle = whenIdle(() => {
      unsubscribe();
      task();
    });
  });
  return () => {
    unsubscribe();
    stopWaiting();
  };
};
