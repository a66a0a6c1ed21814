import { permissionPair } from '../core/permissionPair';

/** The read and write-and-read permissions this folder's screens and services check. */
export const terminalsPermissions = {
  terminals: permissionPair({
    read: 'TERMINALS_READ',
    write: 'TERMINALS_WRITE_AND_READ',
    module: 'terminals',
    subject: 'los terminales',
  }),
};

declare module '../core/permissionPair' {
  interface PermissionPairsByFolder {
    terminals: typeof terminalsPermissions;
  }
}
