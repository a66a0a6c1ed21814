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

/**
 * Each folder's pairs, by folder: every `resources/<folder>/permissions.ts` adds its own entry
 * (module augmentation), so the permission names are typed without a central list.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the folders fill it in
export interface PermissionPairsByFolder {}

type ByFolder = PermissionPairsByFolder;

/** The key of every declared pair. */
export type DeclaredPermissionPairKey = { [F in keyof ByFolder]: keyof ByFolder[F] }[keyof ByFolder];

/** Every declared pair, as a type. */
export type DeclaredPermissionPair = { [F in keyof ByFolder]: ByFolder[F][keyof ByFolder[F]] }[keyof ByFolder];
