import { describe, expect, it, vi } from 'vitest';
import { pageAt, preloadPageAt } from './pagePreload';

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
});
