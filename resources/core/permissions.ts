import { fleetInstallsPermissions } from '../fleetInstalls/permissions';
import { schemas } from '../schemaLookup';
import { settingsPermissions } from '../settings/permissions';
import type { DeclaredPermissionPair, DeclaredPermissionPairKey } from './permissionPair';

export type PermissionPair = DeclaredPermissionPair;
/** What a folder's permissions.ts exports: its pairs by key. */
export type PermissionPairs = Readonly<Record<string, PermissionPair>>;

/** The folders with pairs but no resource to carry them (their pages are guarded by them). */
const pageOnlyDomainPairs: readonly PermissionPairs[] = [settingsPermissions, fleetInstallsPermissions];

const gathered = (folders: readonly PermissionPairs[]) => {
  const pairs: Record<string, PermissionPair> = {};
  folders.forEach((folder) =>
    Object.entries(folder).forEach(([key, pair]) => {
      if (Object.hasOwn(pairs, key)) throw new Error(`The permission pair "${key}" is declared twice`);
      pairs[key] = pair;
    }),
  );
  // Each folder's keys are typed by its declaration; the catalogue test checks none is missing here.
  return pairs as Readonly<Record<DeclaredPermissionPairKey, PermissionPair>>;
};

/**
 * Every read and write-and-read pair the console knows (spec section 6), by key: each is declared
 * in the folder of what it guards (`resources/<folder>/permissions.ts`) and reaches this list
 * through its resource's schema (`permissionPairs`), in the order of the resource list. A read
 * permission is always satisfied by its write-and-read counterpart.
 */
export const permissionPairs = gathered([
  ...schemas.flatMap((schema) => (schema.permissionPairs ? [schema.permissionPairs] : [])),
  ...pageOnlyDomainPairs,
]);

/** Permissions that stand alone: a route or an action needs exactly that name. */
export const singlePermissions = [
  'BUNDLE_UPDATE',
  'BUNDLE_DOWNLOAD',
  'COMMERCE_BRANCH',
  'COMMERCE_TRANSACTIONS_READ',
  'COMMERCE_OPERATIONS',
  'GROUP_PARAMETERS',
  'PARTNER_API_KEY_WRITE',
  'TERMINAL_REASSIGNMENT',
  'TPV_INITIALIZATION_PARAMETERS',
  'TERMINAL_LOG',
  'MANAGE_REPORT_PERMISSION',
  'ARTEMIS_REPORT',
  'REPORTES',
  'PERMISOS',
  'PUNTO_DE_VENTA',
  'ACTIVITY_REGISTRY',
  'GENERAL_CONFIGURATION',
  'DELETE_TERMINAL',
  'DELETE_TERMINAL_DATA',
  'COMMERCE_INFO',
  'COMMERCE_PARAMETERS',
  'COMMERCE_TERMINALS',
  'COMMERCE_PRODUCTS',
  'PRODUCTS',
  'TERMINAL_REPORT',
  'DASHBOARDS',
  'PARAMETER_CHANGE_APPROVE',
] as const;

export type PermissionName = PermissionPair['read'] | PermissionPair['write'] | (typeof singlePermissions)[number];

export const allPermissions: readonly PermissionName[] = [
  ...Object.values(permissionPairs).flatMap((pair) => [pair.read, pair.write]),
  ...singlePermissions,
];

/** The write-and-read permission that also grants a read permission, if any. */
export const writeCounterpartOf = (permission: PermissionName): PermissionName | undefined =>
  Object.values(permissionPairs).find((pair) => pair.read === permission)?.write;
