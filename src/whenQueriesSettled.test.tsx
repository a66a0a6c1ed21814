import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenQueriesSettled } from './whenQueriesSettled';

/** A query whose answer the test gives. */
const pendingQuery = (queryClient: QueryClient, key: string) => {
  let answer: (rows: string) => void = () => undefined;
  void queryClient.fetchQuery({ queryKey: [key], queryFn: () => new Promise<string>((resolve) => (answer = resolve)) });
  return (rows: string) => answer(rows);
};

describe('whenQueriesSettled', () => {
  afterEach(() => vi.useRealTimers());

  it('waits until the data asked for is in, then for an idle moment', async () => {
    vi.useFakeTimers();
    const queryClient = new QueryClient();
    const task = vi.fn();
    whenQueriesSettled(queryClient, task);
    await vi.advanceTimersByTimeAsync(1000);
    expect(task).not.toHaveBeenCalled();
    const answerRows = pendingQuery(queryClient, 'rows');
    const answerNames = pendingQuery(queryClient, 'names');
    answerRows('rows');
    await vi.advanceTimersByTimeAsync(1000);
    expect(task).not.toHaveBeenCalled();
    answerNames('names');
    await vi.advanceTimersByTimeAsync(1000);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('runs nothing once cancelled', async () => {
    vi.useFakeTimers();
    const queryClient = new QueryClient();
    const answer = pendingQuery(queryClient, 'rows');
    const task = vi.fn();
    whenQueriesSettled(queryClient, task)();
    answer('rows');
    await vi.advanceTimersByTimeAsync(1000);
    expect(task).not.toHaveBeenCalled();
  });
});
