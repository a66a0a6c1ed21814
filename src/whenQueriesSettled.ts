import type { QueryClient } from '@tanstack/react-query';
import { whenIdle } from './whenIdle';

/**
 * Runs a task once the screen has asked for its data, all of it is in and the browser is idle:
 * the browser is idle too while a screen waits for its data or its chunk, which would put the
 * task before the screen's first meaningful paint. Returns the cancel.
 */
export const whenQueriesSettled = (queryClient: QueryClient, task: () => void): (() => void) => {
  let asked = queryClient.isFetching() > 0;
  let cancelIdle: () => void = () => undefined;
  const unsubscribe = queryClient.getQueryCache().subscribe(() => {
    const fetching = queryClient.isFetching() > 0;
    asked ||= fetching;
    cancelIdle();
    if (!asked || fetching) return;
    cancelIdle = whenIdle(() => {
      unsubscribe();
      task();
    });
  });
  return () => {
    unsubscribe();
    cancelIdle();
  };
};
