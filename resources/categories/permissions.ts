import { permissionPair } from '../core/permissionPair';

/** The read and write-and-read permissions this folder's screens and services check. */
export const categoriesPermissions = {
  category: permissionPair({
    read: 'CATEGORY_READ',
    write: 'CATEGORY_WRITE_AND_READ',
    module: 'market',
    subject: 'las categorías de aplicaciones',
  }),
};

declare module '../core/permissionPair' {
  interface PermissionPairsByFolder {
    categories: typeof categoriesPermissions;
  }
}
