import { describe, expect, it } from 'vitest';
import type { PermissionPairDeclaration } from './permissionPair';
import { allPermissions, permissionPairs } from './permissions';

/** What each folder declares in its permissions.ts, by folder. */
const declaredByFolder = Object.entries(
  import.meta.glob<Record<string, Record<string, PermissionPairDeclaration>>>('../*/permissions.ts', {
    eager: true,
  }),
)
  // This folder's own file is the gathering, seen from here as ./permissions.ts.
  .filter(([path]) => path !== './permissions.ts')
  .map(([path, module]) => [path, Object.values(module).flatMap((pairs) => Object.entries(pairs))] as const);

describe('the permission catalogue', () => {
  it("gathers every folder's pairs, each once, so none is lost to another with the same key", () => {
    const declared = declaredByFolder.flatMap(([, pairs]) => pairs);
    expect(declared.length).toBeGreaterThan(0);
    expect(Object.fromEntries(declared)).toEqual(permissionPairs);
    expect(Object.keys(permissionPairs)).toHaveLength(declared.length);
  });

  it('names every permission once', () => {
    expect(new Set(allPermissions).size).toBe(allPermissions.length);
  });
});
