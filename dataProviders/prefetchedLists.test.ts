import type { DataProvider, GetListParams } from 'ra-core';
import { describe, expect, it, vi } from 'vitest';
import { PREFETCH_KEPT_MS, withPrefetchedLists } from './prefetchedLists';

const params: GetListParams = {
  pagination: { page: 1, perPage: 25 },
  sort: { field: 'lastConnectionDate', order: 'DESC' },
  filter: { deleted: false, connectionType: 'WIFI' },
};

const setup = () => {
  let now = 1_000;
  let answer = 0;
  const getList = vi.fn(async () => ({ data: [{ id: (answer += 1) }], total: 1 }));
  const getOne = vi.fn(async () => ({ data: { id: 1 } }));
  const provider = { getList, getOne } as unknown as DataProvider;
  const prefetched = withPrefetchedLists(provider, () => now);
  return { ...prefetched, getList, getOne, advance: (ms: number) => (now += ms) };
};

describe('prefetched list pages', () => {
  it('hands the prefetched answer to the first list asking the same, once', async () => {
    const { dataProvider, prefetch, getList } = setup();
    prefetch('terminals', params);
    const sameInAnotherOrder = { ...params, filter: { connectionType: 'WIFI', deleted: false }, signal: undefined };
    await expect(dataProvider.getList('terminals', sameInAnotherOrder)).resolves.toEqual({
      data: [{ id: 1 }],
      total: 1,
    });
    await expect(dataProvider.getList('terminals', params)).resolves.toEqual({ data: [{ id: 2 }], total: 1 });
    expect(getList).toHaveBeenCalledTimes(2);
  });

  it('asks afresh for other parameters, another resource, or once the answer is too old', async () => {
    const { dataProvider, prefetch, getList, advance } = setup();
    prefetch('terminals', params);
    await dataProvider.getList('terminals', { ...params, pagination: { page: 2, perPage: 25 } });
    await dataProvider.getList('commerces', params);
    advance(PREFETCH_KEPT_MS + 1);
    await expect(dataProvider.getList('terminals', params)).resolves.toEqual({ data: [{ id: 4 }], total: 1 });
    expect(getList).toHaveBeenCalledTimes(4);
  });

  it('passes a prefetched failure to the list that takes it, and the other methods through', async () => {
    const { dataProvider, prefetch, getList, getOne } = setup();
    getList.mockRejectedValueOnce(new Error('403'));
    prefetch('terminals', params);
    await expect(dataProvider.getList('terminals', params)).rejects.toThrow('403');
    await dataProvider.getOne('terminals', { id: 1 });
    expect(getOne).toHaveBeenCalledTimes(1);
  });

  it('sends one request when the same page is prefetched twice', () => {
    const { prefetch, getList } = setup();
    prefetch('terminals', params);
    prefetch('terminals', params);
    expect(getList).toHaveBeenCalledTimes(1);
  });
});
