import { describe, expect, it } from 'vitest';
import type { RequestSession } from '../guard';
import { addHooks, type HookContext, type HookRegistry } from './hooks';

const context: HookContext = { entityId: 9, session: { entityId: 9 } as RequestSession };

describe('addHooks', () => {
  it('runs the hooks registered before, then the added ones, passing the data along', () => {
    const registry: HookRegistry = new Map();
    const seen: string[] = [];
    addHooks(registry, 'terminals', {
      beforeCreate: (data) => ({ ...data, first: true }),
      beforeDelete: (id) => void seen.push(`check ${id}`),
      afterUpdate: () => void seen.push('first after'),
    });
    addHooks(registry, 'terminals', {
      beforeCreate: (data) => ({ ...data, second: Boolean(data.first) }),
      beforeDelete: (id) => void seen.push(`release ${id}`),
      afterUpdate: () => void seen.push('second after'),
    });
    const hooks = registry.get('terminals');
    expect(hooks?.beforeCreate?.({ serialNumber: 'A' }, context)).toEqual({
      serialNumber: 'A',
      first: true,
      second: true,
    });
    hooks?.beforeDelete?.(4, context);
    hooks?.afterUpdate?.({ id: 4 }, {}, context);
    expect(seen).toEqual(['check 4', 'release 4', 'first after', 'second after']);
  });

  it('never loses an earlier refusal: a later step does not run when an earlier one refuses', () => {
    const registry: HookRegistry = new Map();
    const released: number[] = [];
    addHooks(registry, 'terminals', {
      beforeDelete: () => {
        throw new Error('GM-0001');
      },
    });
    addHooks(registry, 'terminals', { beforeDelete: (id) => void released.push(id) });
    addHooks(registry, 'terminals', { beforeUpdate: (_id, data) => data });
    expect(() => registry.get('terminals')?.beforeDelete?.(7, context)).toThrow('GM-0001');
    expect(released).toEqual([]);
  });
});
