import { permissionPair } from '../core/permissionPair';

/** The read and write-and-read permissions this folder's screens and services check. */
export const warehousesPermissions = {
  warehouses: permissionPair({
    read: 'WAREHOUSES_READ',
    write: 'WAREHOUSES_WRITE_AND_READ',
    module: 'administration',
    subject: 'los almacenes',
  }),
};

declare module '../core/permissionPair' {
  interface PermissionPairsByFolder {
    warehouses: typeof warehousesPermissions;
  }
}
