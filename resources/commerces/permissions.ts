import { permissionPair } from '../core/permissionPair';

/** The read and write-and-read permissions this folder's screens and services check. */
export const commercesPermissions = {
  commerce: permissionPair({
    read: 'COMERCIOS',
    write: 'COMMERCE_WRITE_AND_READ',
    module: 'commerce',
    subject: 'los comercios',
  }),
};

declare module '../core/permissionPair' {
  interface PermissionPairsByFolder {
    commerces: typeof commercesPermissions;
  }
}
