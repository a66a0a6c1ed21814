import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import type { ConsoleDataProvider } from '../../dataProviders/consoleDataProvider';
import { pageAt, prefetchPageDataAt, preloadPageAt } from './pagePreload';

const mapsPage = () => {
  const Page = pageAt('/maps')?.Page;
  if (!Page || !('preload' in Page) || typeof Page.preload !== 'function')
    throw new Error('the map is not a lazy page');
  return Page as unknown as { preload: () => Promise<unknown> };
};

describe('page preloading at start-up', () => {
  it("fetches the chunk of a page's URL only", () => {
    const preload = vi.spyOn(mapsPage(), 'preload').mockResolvedValue(undefined);
    ['/maps/42', '/Terminal', '/'].forEach(preloadPageAt);
    expect(preload).not.toHaveBeenCalled();
    preloadPageAt('/maps');
    preloadPageAt('/maps/');
    expect(preload).toHaveBeenCalledTimes(2);
    preload.mockRestore();
  });

  it("asks a page's first data once its code is in, for the page at the URL only", async () => {
    let codeIn = () => {};
    const preload = vi
      .spyOn(mapsPage(), 'preload')
      .mockReturnValue(new Promise<undefined>((resolve) => (codeIn = () => resolve(undefined))));
    const terminalCoordinates = vi.fn(async () => ({ data: { total: 0, bounds: null, clusters: [] } }));
    const prefetcher = {
      queryClient: new QueryClient(),
      dataProvider: { terminalCoordinates } as unknown as ConsoleDataProvider,
      entityId: '9',
      canAccess: () => true,
    };
    await prefetchPageDataAt('/dashboard', prefetcher);
    await prefetchPageDataAt('/Terminal', prefetcher);
    const asked = prefetchPageDataAt('/maps', prefetcher);
    await Promise.resolve();
    expect(terminalCoordinates).not.toHaveBeenCalled();
    codeIn();
    await asked;
    expect(terminalCoordinates).toHaveBeenCalledTimes(1);
    expect(terminalCoordinates).toHaveBeenCalledWith({ zoom: 5 });
    preload.mockRestore();
  });
});
