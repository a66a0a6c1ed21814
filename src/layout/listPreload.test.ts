import { describe, expect, it, vi } from 'vitest';
import { registry } from '../../resources/registry';
import { preloadList, preloadListAt } from './listPreload';

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
