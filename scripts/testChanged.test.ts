import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DOMAIN_ROOTS, journeyGroupOf, journeysByDomain } from '../e2e/journeysByDomain';
import { journeysFor, unitTestsFor } from './testChanged';

const foldersOf = (root: string) =>
  readdirSync(root).filter((name) => !name.startsWith('.') && statSync(join(root, name)).isDirectory());

describe('the e2e journeys of a change', () => {
  it('places every domain folder in a journey group', () => {
    const unplaced = DOMAIN_ROOTS.flatMap((root) =>
      foldersOf(root)
        .map((folder) => `${root}/${folder}/any.ts`)
        .filter((path) => journeyGroupOf(path) === undefined),
    );
    expect(unplaced).toEqual([]);
  });

  it('names only journeys that exist, and every journey', () => {
    const named = [...new Set(Object.values(journeysByDomain).flat())];
    expect(named.filter((name) => !existsSync(`e2e/${name}.spec.ts`))).toEqual([]);
    const specs = readdirSync('e2e').filter((name) => name.endsWith('.spec.ts'));
    expect(specs.map((name) => name.replace('.spec.ts', '')).sort()).toEqual([...named].sort());
  });

  it("runs a domain's journeys for a change in its folders, and the route walk for shared code", () => {
    expect(journeysFor(['sandbox/terminals/list/listRoutes.ts'])).toEqual(['e2e/terminals-list.spec.ts']);
    expect(journeysFor(['sandbox/terminals/plugin.ts'])).toEqual([
      'e2e/terminals-detail.spec.ts',
      'e2e/terminals-import.spec.ts',
      'e2e/terminals-list.spec.ts',
      'e2e/terminals-operations.spec.ts',
    ]);
    expect(journeysFor(['resources/terminals/detail/tabs/Meter.tsx'])).toEqual(['e2e/terminals-detail.spec.ts']);
    expect(journeysFor(['resources/bins/schema.ts', 'e2e/session.spec.ts'])).toEqual([
      'e2e/reference-data.spec.ts',
      'e2e/session.spec.ts',
    ]);
    const shared = ['e2e/list-toolbar.spec.ts', 'e2e/resourceRoutes.spec.ts', 'e2e/specRoutes.spec.ts'];
    expect(journeysFor(['resources/views/SchemaList.tsx'])).toEqual(shared);
    expect(journeysFor(['scripts/size.mjs', 'README.md'])).toEqual([]);
    expect(journeysFor(['vite.config.ts'])).toEqual(shared);
  });

  it("runs the domain's own test files and the changed ones", () => {
    const tests = [
      'resources/bins/binRanges.test.ts',
      'sandbox/reference/binRules.test.ts',
      'resources/terminals/list/TerminalList.test.tsx',
      'scripts/size.test.ts',
    ];
    expect(unitTestsFor(['resources/terminals/schema.ts'], tests)).toEqual([
      'resources/terminals/list/TerminalList.test.tsx',
    ]);
    expect(unitTestsFor(['resources/terminals/detail/TerminalShow.tsx'], tests)).toEqual([]);
    expect(unitTestsFor(['resources/bins/schema.ts', 'scripts/size.test.ts'], tests)).toEqual([
      'resources/bins/binRanges.test.ts',
      'sandbox/reference/binRules.test.ts',
      'scripts/size.test.ts',
    ]);
  });
});
