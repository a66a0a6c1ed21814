import { describe, expect, it } from 'vitest';
import { allPermissions } from '../core/permissions';
import { grantedCount, groupPermissions, togglePermission } from './permissionGroups';

const catalogue = allPermissions.map((name, index) => ({ id: index + 1, name, description: `Permiso ${name}` }));
const idOf = (name: string) => catalogue.find((entry) => entry.name === name)!.id;

describe('the permission picker grouping', () => {
  it('places every permission once, pairs side by side, modules in the sidebar order', () => {
    const groups = groupPermissions(catalogue);
    expect(groups.map((group) => group.module)).toEqual([
      'market',
      'reports',
      'commerce',
      'partners',
      'terminals',
      'administration',
      'settings',
    ]);
    const ids = groups.flatMap((group) =>
      group.rows.flatMap((row) => (row.kind === 'pair' ? [row.read.id, row.write.id] : [row.single.id])),
    );
    expect(ids.sort((a, b) => a - b)).toEqual(catalogue.map((entry) => entry.id));
    const settings = groups.find((group) => group.module === 'settings')!;
    expect(settings.rows.find((row) => row.key === 'networks')).toMatchObject({
      kind: 'pair',
      read: { name: 'NETWORKS_READ' },
      write: { name: 'NETWORKS_WRITE_AND_READ' },
    });
  });

  it('keeps only rows matching the search, by name or description, in any case', () => {
    const groups = groupPermissions(catalogue, 'terminal_re');
    const names = groups.flatMap((group) =>
      group.rows.map((row) => (row.kind === 'pair' ? row.read.name : row.single.name)),
    );
    expect(names).toEqual(['TERMINAL_REPORT', 'TERMINAL_REASSIGNMENT']);
    expect(groupPermissions(catalogue, 'nothing like this')).toEqual([]);
  });

  it("counts a write-and-read permission's implied read once", () => {
    const write = idOf('TERMINALS_WRITE_AND_READ');
    expect(grantedCount(catalogue, [write])).toBe(2);
    expect(grantedCount(catalogue, [write, idOf('TERMINALS_READ')])).toBe(2);
    expect(grantedCount(catalogue, [write, idOf('DASHBOARDS')])).toBe(3);
    expect(togglePermission(togglePermission([write], write, true), write, false)).toEqual([]);
  });
});
