import { permissionPair } from '../core/permissionPair';

/** The read and write-and-read permissions this folder's screens and services check. */
export const multimediaPermissions = {
  multimedia: permissionPair({
    read: 'MULTIMEDIA_READ',
    write: 'MULTIMEDIA_WRITE_AND_READ',
    module: 'market',
    subject: 'los recursos multimedia',
  }),
};

declare module '../core/permissionPair' {
  interface PermissionPairsByFolder {
    multimedia: typeof multimediaPermissions;
  }
}
