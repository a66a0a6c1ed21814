import { permissionPair } from '../core/permissionPair';

/** The read and write-and-read permissions this folder's screens and services check. */
export const networksPermissions = {
  networks: permissionPair({
    read: 'NETWORKS_READ',
    write: 'NETWORKS_WRITE_AND_READ',
    module: 'settings',
    subject: 'las redes wifi',
  }),
};

declare module '../core/permissionPair' {
  interface PermissionPairsByFolder {
    networks: typeof networksPermissions;
  }
}
