import { permissionPair } from '../core/permissionPair';

/** The read and write-and-read permissions this folder's screens and services check. */
export const brandsPermissions = {
  brands: permissionPair({
    read: 'BRANDS_READ',
    write: 'BRANDS_WRITE_AND_READ',
    module: 'administration',
    subject: 'las marcas de terminales',
  }),
};

declare module '../core/permissionPair' {
  interface PermissionPairsByFolder {
    brands: typeof brandsPermissions;
  }
}
