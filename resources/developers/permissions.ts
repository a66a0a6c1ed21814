import { permissionPair } from '../core/permissionPair';

/** The read and write-and-read permissions this folder's screens and services check. */
export const developersPermissions = {
  applicationDeveloper: permissionPair({
    read: 'APPLICATION_DEVELOPER_READ',
    write: 'APPLICATION_DEVELOPER_WRITE_AND_READ',
    module: 'market',
    subject: 'los desarrolladores de aplicaciones',
  }),
};

declare module '../core/permissionPair' {
  interface PermissionPairsByFolder {
    developers: typeof developersPermissions;
  }
}
