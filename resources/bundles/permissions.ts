import { permissionPair } from '../core/permissionPair';

/** The read and write-and-read permissions this folder's screens and services check. */
export const bundlesPermissions = {
  bundle: permissionPair({
    read: 'APPLICATION_BUNDLE',
    write: 'BUNDLE_WRITE_AND_READ',
    module: 'market',
    subject: 'los paquetes de instalación',
  }),
};

declare module '../core/permissionPair' {
  interface PermissionPairsByFolder {
    bundles: typeof bundlesPermissions;
  }
}
