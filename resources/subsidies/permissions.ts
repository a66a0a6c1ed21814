import { permissionPair } from '../core/permissionPair';

/** The read and write-and-read permissions this folder's screens and services check. */
export const subsidiesPermissions = {
  subsidies: permissionPair({
    read: 'SUBSIDIES_READ',
    write: 'SUBSIDIES_WRITE_AND_READ',
    module: 'administration',
    subject: 'los subsidios',
  }),
};

declare module '../core/permissionPair' {
  interface PermissionPairsByFolder {
    subsidies: typeof subsidiesPermissions;
  }
}
