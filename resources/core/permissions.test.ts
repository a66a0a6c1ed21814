import { describe, expect, it } from 'vitest';
import { schemas } from '../schemaLookup';
import type { PermissionPairDeclaration } from './permissionPair';
import { allPermissions, permissionPairs, singlePermissions } from './permissions';
import type { ResourceSchema } from './resourceSchema';

/** What each folder declares in its permissions.ts, by folder. */
const declaredByFolder = Object.entries(
  import.meta.glob<Record<string, Record<string, PermissionPairDeclaration>>>('../*/permissions.ts', {
    eager: true,
  }),
)
  // This folder's own file is the catalogue, seen from here as ./permissions.ts.
  .filter(([path]) => path !== './permissions.ts')
  .map(([path, module]) => [path, Object.values(module).flatMap((pairs) => Object.entries(pairs))] as const);

const declared = declaredByFolder.flatMap(([, pairs]) => pairs);

/** Every permission name a schema checks: reading, writing, updating, deleting, its actions and page. */
const namesCheckedBy = ({ permissions }: ResourceSchema): string[] => [
  ...(typeof permissions.read === 'string' ? [permissions.read] : permissions.read),
  permissions.write,
  ...[permissions.update, permissions.delete, permissions.page].filter((name) => name !== undefined),
  ...Object.values(permissions.actions ?? {}),
];

describe('the permission catalogue', () => {
  it.each(declaredByFolder)('gathers the pairs of %s from the resource list', (_path, pairs) => {
    expect(pairs.length).toBeGreaterThan(0);
    pairs.forEach(([key, pair]) => expect(permissionPairs[key as keyof typeof permissionPairs], key).toBe(pair));
  });

  it("holds exactly the folders' pairs, each key once", () => {
    expect(Object.keys(permissionPairs).sort()).toEqual(declared.map(([key]) => key).sort());
  });

  it("lists exactly the folders' pair names and the single permissions, each once", () => {
    const names = [...declared.flatMap(([, pair]) => [pair.read, pair.write]), ...singlePermissions];
    expect([...allPermissions].sort()).toEqual(names.sort());
    expect(new Set(allPermissions).size).toBe(allPermissions.length);
  });

  it.each(schemas.map((schema) => [schema.name, schema] as const))(
    'resolves every permission %s checks to a declared pair or a single permission',
    (_name, schema) => namesCheckedBy(schema).forEach((name) => expect(allPermissions).toContain(name)),
  );
});
