import { describe, expect, it, vi } from 'vitest';
import { registry } from '../../resources/registry';
import { memoryStore } from 'ra-core';
import { prefetchListDataAt, preloadList, preloadListAt } from './listPreload';

const terminalListView = () => {
  const type = registry.find(({ schema }) => schema.resource === 'Terminal')?.list?.type;
  if (typeof type !== 'function' || !('preload' in type) || typeof type.preload !== 'function')
    throw new Error('the terminal list is not a lazy view');
  return type as { preload: () => Promise<unknown> };
};

describe('list view preloading', () => {
  it('fetches the list view of a list URL, not of a record page', () => {
    const preload = vi.spyOn(terminalListView(), 'preload').mockResolvedValue(undefined);
    preloadListAt('/Terminal/42/show');
    preloadListAt('/dashboard');
    expect(preload).not.toHaveBeenCalled();
    preloadListAt('/Terminal');
    expect(preload).toHaveBeenCalledTimes(1);
    preloadList('Terminal');
    expect(preload).toHaveBeenCalledTimes(2);
    preload.mockRestore();
  });
});

describe('a list URL’s first page asked for at start', () => {
  const prefetchAt = (pathname: string) => {
    const prefetchList = vi.fn();
    const canAccess = vi.fn().mockResolvedValue(true);
    prefetchListDataAt({ pathname, search: '' }, { authProvider: { canAccess }, prefetchList, store: memoryStore() });
    return { prefetchList, canAccess };
  };

  it('asks a schema-driven list for the page its view asks for: the schema’s sort, 25 a page', async () => {
    const commerce = registry.find(({ schema }) => schema.resource === 'commerce');
    const { prefetchList } = prefetchAt('/commerce');
    await vi.waitFor(() =>
      expect(prefetchList).toHaveBeenCalledWith('commerce', {
        pagination: { page: 1, perPage: 25 },
        sort: commerce?.schema.defaultSort,
        filter: {},
        meta: undefined,
      }),
    );
  });

  it('asks for a list under a section of the console, not for a record page', async () => {
    const networks = prefetchAt('/settings/networks');
    await vi.waitFor(() =>
      expect(networks.prefetchList).toHaveBeenCalledWith(
        'settings/networks',
        expect.objectContaining({ pagination: { page: 1, perPage: 100 } }),
      ),
    );
    // A URL that is no list is let go before the access question, which a list page asks first.
    const record = prefetchAt('/commerce/42/show');
    expect(record.canAccess).not.toHaveBeenCalled();
    expect(record.prefetchList).not.toHaveBeenCalled();
  });

  it('knows the first page of every routed list, so a cold load of any list asks for it at start', () => {
    const undeclared = registry.filter(({ schema, list, listQuery }) => schema.route && list && !listQuery);
    expect(undeclared.map(({ schema }) => schema.resource)).toEqual([]);
  });
});
