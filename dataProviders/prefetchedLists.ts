import type { DataProvider, GetListParams, GetListResult, RaRecord } from 'ra-core';

/** How long a prefetched page waits to be taken: later, the list asks afresh. */
export const PREFETCH_KEPT_MS = 10_000;

interface Prefetched {
  result: Promise<GetListResult>;
  at: number;
}

/** The same JSON whatever the order of object keys (a filter read from a URL or from the store). */
const canonical = (value: unknown): string =>
  Array.isArray(value)
    ? `[${value.map(canonical).join(',')}]`
    : typeof value === 'object' && value !== null
      ? `{${Object.keys(value)
          .sort()
          .filter((key) => (value as Record<string, unknown>)[key] !== undefined)
          .map((key) => `${JSON.stringify(key)}:${canonical((value as Record<string, unknown>)[key])}`)
          .join(',')}}`
      : JSON.stringify(value);

const keyOf = (resource: string, { pagination, sort, filter, meta }: GetListParams) =>
  `${resource} ${canonical({ pagination, sort, filter, meta })}`;

/**
 * A data provider whose `getList` can be asked ahead: `prefetch` sends a list request before the
 * screen that needs it has rendered (a list URL opened cold, a click on the sidebar), and the
 * first `getList` with the same resource and parameters within PREFETCH_KEPT_MS takes that answer
 * (or failure) instead of asking again. Each prefetched answer is taken once.
 */
export const withPrefetchedLists = <P extends DataProvider>(provider: P, now: () => number = Date.now) => {
  const waiting = new Map<string, Prefetched>();

  const take = (key: string) => {
    const prefetched = waiting.get(key);
    waiting.delete(key);
    return prefetched && now() - prefetched.at <= PREFETCH_KEPT_MS ? prefetched.result : undefined;
  };

  const prefetch = (resource: string, params: GetListParams) => {
    const key = keyOf(resource, params);
    if (waiting.has(key) && now() - (waiting.get(key) as Prefetched).at <= PREFETCH_KEPT_MS) return;
    const result = provider.getList(resource, params);
    // A failure nobody takes is not an unhandled rejection; the list that takes it handles it.
    result.catch(() => undefined);
    waiting.set(key, { result, at: now() });
  };

  const getList = <R extends RaRecord>(resource: string, params: GetListParams): Promise<GetListResult<R>> =>
    (take(keyOf(resource, params)) as Promise<GetListResult<R>> | undefined) ?? provider.getList<R>(resource, params);

  const dataProvider = new Proxy(provider, {
    get: (target, name, receiver) => (name === 'getList' ? getList : Reflect.get(target, name, receiver)),
  });
  return { dataProvider, prefetch };
};
