/** The modules the permission picker groups permissions by, in the sidebar's order. */
export const permissionModules = [
  'market',
  'reports',
  'commerce',
  'partners',
  'terminals',
  'administration',
  'settings',
] as const;
export type PermissionModule = (typeof permissionModules)[number];

/**
 * A read and write-and-read permission pair, declared in the folder of what it guards: its
 * picker module and what it is about, as the seeded catalogue describes it ('Consultar …').
 */
export interface PermissionPairDeclaration {
  read: string;
  write: string;
  module: PermissionModule;
  subject: string;
}

export const permissionPair = <const P extends PermissionPairDeclaration>(pair: P): P => pair;
