import { describe, expect, it, vi } from 'vitest';
import { lazyView } from './lazyView';

const View = () => null;

describe('lazyView preload', () => {
  it('fetches the chunk once however often the sidebar asks', async () => {
    const load = vi.fn(async () => ({ default: View }));
    const LazyView = lazyView(load);
    await Promise.all([LazyView.preload(), LazyView.preload()]);
    await LazyView.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('forgets a failed preload, so the next one tries again', async () => {
    const load = vi
      .fn<() => Promise<{ default: typeof View }>>()
      .mockRejectedValueOnce(new Error('chunk did not arrive'))
      .mockResolvedValue({ default: View });
    const LazyView = lazyView(load);
    await expect(LazyView.preload()).resolves.toBeUndefined();
    await LazyView.preload();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
