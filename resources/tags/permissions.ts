import { permissionPair } from '../core/permissionPair';

/** The read and write-and-read permissions this folder's screens and services check. */
export const tagsPermissions = {
  tags: permissionPair({
    read: 'TAGS_READ',
    write: 'TAGS_WRITE_AND_READ',
    module: 'terminals',
    subject: 'las etiquetas de terminales',
  }),
};

declare module '../core/permissionPair' {
  interface PermissionPairsByFolder {
    tags: typeof tagsPermissions;
  }
}
