import { permissionPair } from '../core/permissionPair';

/** The read and write-and-read permissions this folder's screens and services check. */
export const settingsPermissions = {
  logosConfiguration: permissionPair({
    read: 'LOGOS_CONFIGURATION_READ',
    write: 'LOGOS_CONFIGURATION_WRITE_AND_READ',
    module: 'settings',
    subject: 'los logotipos de recibos y pantallas',
  }),
};

declare module '../core/permissionPair' {
  interface PermissionPairsByFolder {
    settings: typeof settingsPermissions;
  }
}
