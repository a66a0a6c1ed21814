import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenQueriesSettled } from './whenQueriesSettled';

/** A query whose answer the test gives. */
const pendingQuery = (queryClient: QueryClient, key: string) => {
  let answer: (rows: string) => void = () => undefined;
  void queryClient.fetchQuery({ queryKey: [key], queryFn: () => new Promise<string>((resolve) => (answer = resolve)) });
  return (rows: string) => answer(rows);
};

/** A task waiting on a client whose one request (the rows) has just been answered, on fake timers. */
const waitingAfterRows = async () => {
  vi.useFakeTimers();
  const queryClient = new QueryClient();
  const task = vi.fn();
  whenQueriesSettled(queryClient, task);
  pendingQuery(queryClient, 'rows')('rows');
  await vi.advanceTimersByTimeAsync(0);
  return { queryClient, task };
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

  it('is not put off by the changes the cache tells of once the data is in, only by requests', async () => {
    const { queryClient, task } = await waitingAfterRows();
    for (let change = 0; change < 2; change += 1) {
      queryClient.setQueryData(['names'], change);
      await vi.advanceTimersByTimeAsync(100);
    }
    // The browser without idle callbacks (jsdom) runs it 200 ms after the data came in.
    await vi.advanceTimersByTimeAsync(10);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('waits again when a request starts before the idle moment', async () => {
    const { queryClient, task } = await waitingAfterRows();
    const answerNames = pendingQuery(queryClient, 'names');
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
