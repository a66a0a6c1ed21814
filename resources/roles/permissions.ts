import { permissionPair } from '../core/permissionPair';

/** The read and write-and-read permissions this folder's screens and services check. */
export const rolesPermissions = {
  roles: permissionPair({
    read: 'ROLES_READ',
    write: 'ROLES_WRITE_AND_READ',
    module: 'administration',
    subject: 'los roles y sus permisos',
  }),
};

declare module '../core/permissionPair' {
  interface PermissionPairsByFolder {
    roles: typeof rolesPermissions;
  }
}
