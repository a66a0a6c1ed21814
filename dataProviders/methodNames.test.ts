import { describe, expect, it } from 'vitest';

type MethodsModule = Record<string, unknown>;

const modules = import.meta.glob<MethodsModule>('./**/*Methods.ts', { eager: true });

/** Every domain's custom method names, as each `*Methods.ts` file declares them. */
const declared = Object.entries(modules).flatMap(([path, module]) =>
  Object.entries(module)
    .filter(([name]) => name.endsWith('MethodNames'))
    .flatMap(([, names]) => Object.keys(names as object).map((method) => ({ method, path }))),
);

/**
 * The composite provider spreads every domain's methods into one client per service: two domains
 * declaring the same method name would silently answer with the other one's implementation.
 */
describe('custom data provider methods', () => {
  it('are declared by one domain each', () => {
    const owners = new Map<string, string[]>();
    declared.forEach(({ method, path }) => owners.set(method, [...(owners.get(method) ?? []), path]));
    const shared = [...owners].filter(([, paths]) => paths.length > 1);
    expect(shared).toEqual([]);
    expect(declared.length).toBeGreaterThan(20);
  });
});
