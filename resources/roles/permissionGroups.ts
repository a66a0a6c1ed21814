import { permissionModules, type PermissionModule } from '../core/permissionPair';
import { permissionPairs, singlePermissions } from '../core/permissions';

type SinglePermission = (typeof singlePermissions)[number];

const singleModules: Record<SinglePermission, PermissionModule> = {
  BUNDLE_UPDATE: 'market',
  BUNDLE_DOWNLOAD: 'market',
  COMMERCE_BRANCH: 'commerce',
  COMMERCE_TRANSACTIONS_READ: 'commerce',
  COMMERCE_OPERATIONS: 'commerce',
  GROUP_PARAMETERS: 'commerce',
  PARTNER_API_KEY_WRITE: 'partners',
  TERMINAL_REASSIGNMENT: 'terminals',
  TPV_INITIALIZATION_PARAMETERS: 'terminals',
  PARAMETER_CHANGE_APPROVE: 'terminals',
  TERMINAL_LOG: 'terminals',
  MANAGE_REPORT_PERMISSION: 'reports',
  ARTEMIS_REPORT: 'reports',
  REPORTES: 'reports',
  PERMISOS: 'administration',
  PUNTO_DE_VENTA: 'commerce',
  ACTIVITY_REGISTRY: 'administration',
  GENERAL_CONFIGURATION: 'settings',
  DELETE_TERMINAL: 'terminals',
  DELETE_TERMINAL_DATA: 'terminals',
  COMMERCE_INFO: 'commerce',
  COMMERCE_PARAMETERS: 'commerce',
  COMMERCE_TERMINALS: 'commerce',
  COMMERCE_PRODUCTS: 'commerce',
  PRODUCTS: 'commerce',
  TERMINAL_REPORT: 'reports',
  DASHBOARDS: 'reports',
};

/** A permission as the service lists it. */
export interface PermissionEntry {
  id: number;
  name: string;
  description?: string | null;
}

/** One line of the picker: a read and write-and-read pair side by side, or a single permission. */
export type PermissionRow =
  | { kind: 'pair'; key: string; read: PermissionEntry; write: PermissionEntry }
  | { kind: 'single'; key: string; single: PermissionEntry };

export interface PermissionGroup {
  module: PermissionModule;
  rows: PermissionRow[];
}

const matches = (entry: PermissionEntry, needle: string) =>
  entry.name.toLowerCase().includes(needle) || (entry.description ?? '').toLowerCase().includes(needle);

const rowMatches = (row: PermissionRow, needle: string) =>
  needle === '' ||
  (row.kind === 'pair' ? matches(row.read, needle) || matches(row.write, needle) : matches(row.single, needle));

/**
 * The catalogue's permissions grouped by module, pairs side by side, in the catalogue's order,
 * keeping only rows whose names or descriptions contain `search`. A name the console does not
 * know is listed under administration.
 */
export const groupPermissions = (entries: readonly PermissionEntry[], search = ''): PermissionGroup[] => {
  const byName = new Map(entries.map((entry) => [entry.name, entry]));
  const placed = new Set<string>();
  const rows = new Map<PermissionModule, PermissionRow[]>(permissionModules.map((module) => [module, []]));
  Object.entries(permissionPairs).forEach(([key, pair]) => {
    const read = byName.get(pair.read);
    const write = byName.get(pair.write);
    if (read && write) rows.get(pair.module)!.push({ kind: 'pair', key, read, write });
    else if (read || write) rows.get(pair.module)!.push({ kind: 'single', key, single: (read ?? write)! });
    placed.add(pair.read).add(pair.write);
  });
  entries
    .filter((entry) => !placed.has(entry.name))
    .forEach((entry) => {
      const module = singleModules[entry.name as SinglePermission] ?? 'administration';
      rows.get(module)!.push({ kind: 'single', key: entry.name, single: entry });
    });
  const needle = search.trim().toLowerCase();
  return permissionModules
    .map((module) => ({ module, rows: rows.get(module)!.filter((row) => rowMatches(row, needle)) }))
    .filter((group) => group.rows.length > 0);
};

/** The ids a row holds. */
export const idsOfRow = (row: PermissionRow): number[] =>
  row.kind === 'pair' ? [row.read.id, row.write.id] : [row.single.id];

/**
 * What a role grants, counted by permission: a write-and-read permission also grants its read
 * (spec section 6), so a pair counts two whether its read is ticked or implied.
 */
export const grantedCount = (entries: readonly PermissionEntry[], selected: readonly number[]): number => {
  const chosen = new Set(selected);
  const names = new Set(entries.filter((entry) => chosen.has(entry.id)).map((entry) => entry.name));
  Object.values(permissionPairs).forEach((pair) => {
    if (names.has(pair.write)) names.add(pair.read);
  });
  return names.size;
};

/**
 * Ticks or unticks one permission of a row. Unticking a pair's write leaves its read as it was;
 * a read implied by its write cannot be unticked alone (the picker disables it).
 */
export const togglePermission = (selected: readonly number[], id: number, on: boolean): number[] =>
  on ? [...new Set([...selected, id])] : selected.filter((held) => held !== id);
