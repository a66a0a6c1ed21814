import { permissionPair } from '../core/permissionPair';

/** The read and write-and-read permissions this folder's screens and services check. */
export const fleetInstallsPermissions = {
  appInstall: permissionPair({
    read: 'APP_INSTALL_READ',
    write: 'APP_INSTALL_WRITE_AND_READ',
    module: 'market',
    subject: 'las instalaciones de aplicaciones en terminales',
  }),
};

declare module '../core/permissionPair' {
  interface PermissionPairsByFolder {
    fleetInstalls: typeof fleetInstallsPermissions;
  }
}
