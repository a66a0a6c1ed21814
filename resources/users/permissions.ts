import { permissionPair } from '../core/permissionPair';

/** The read and write-and-read permissions this folder's screens and services check. */
export const usersPermissions = {
  users: permissionPair({
    read: 'USERS_READ',
    write: 'USERS_WRITE_AND_READ',
    module: 'administration',
    subject: 'los usuarios de la consola',
  }),
};

declare module '../core/permissionPair' {
  interface PermissionPairsByFolder {
    users: typeof usersPermissions;
  }
}
