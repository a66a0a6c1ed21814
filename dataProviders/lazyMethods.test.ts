import { describe, expect, it, vi } from 'vitest';
import { lazyMethods } from './lazyMethods';

interface Greeter {
  greet(resource: string, params: { name: string }): Promise<{ data: string }>;
  count(resource: string): Promise<{ data: number }>;
}

const implementation: Greeter = {
  greet: async (resource, { name }) => ({ data: `${resource}: hola ${name}` }),
  count: async () => ({ data: 2 }),
};

describe('lazyMethods', () => {
  it('loads the implementation on the first call only, and forwards the arguments', async () => {
    const load = vi.fn(async () => implementation);
    const methods = lazyMethods<Greeter>({ greet: true, count: true }, load);
    expect(load).not.toHaveBeenCalled();
    expect(await methods.greet('tags', { name: 'Ana' })).toEqual({ data: 'tags: hola Ana' });
    expect(await methods.count('tags')).toEqual({ data: 2 });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('passes a failed load on to the caller and tries again on the next call', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(implementation);
    const methods = lazyMethods<Greeter>({ greet: true, count: true }, load);
    await expect(methods.count('tags')).rejects.toThrow('offline');
    expect(await methods.count('tags')).toEqual({ data: 2 });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
