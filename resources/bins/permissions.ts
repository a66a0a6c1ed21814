import { permissionPair } from '../core/permissionPair';

/** The read and write-and-read permissions this folder's screens and services check. */
export const binsPermissions = {
  bines: permissionPair({
    read: 'BINES_READ',
    write: 'BINES_WRITE_AND_READ',
    module: 'administration',
    subject: 'la configuración de BINes',
  }),
};

declare module '../core/permissionPair' {
  interface PermissionPairsByFolder {
    bins: typeof binsPermissions;
  }
}
