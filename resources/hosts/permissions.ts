import { permissionPair } from '../core/permissionPair';

/** The read and write-and-read permissions this folder's screens and services check. */
export const hostsPermissions = {
  hostConfiguration: permissionPair({
    read: 'HOST_CONFIGURATION_READ',
    write: 'HOST_CONFIGURATION_WRITE_AND_READ',
    module: 'settings',
    subject: 'la configuración de hosts autorizadores',
  }),
};

declare module '../core/permissionPair' {
  interface PermissionPairsByFolder {
    hosts: typeof hostsPermissions;
  }
}
