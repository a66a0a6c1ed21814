import { permissionPair } from '../core/permissionPair';

/** The read and write-and-read permissions this folder's screens and services check. */
export const economicSectorsPermissions = {
  economicSector: permissionPair({
    read: 'ECONOMIC_SECTOR_READ',
    write: 'ECONOMIC_SECTOR_WRITE_AND_READ',
    module: 'commerce',
    subject: 'los sectores económicos',
  }),
};

declare module '../core/permissionPair' {
  interface PermissionPairsByFolder {
    economicSectors: typeof economicSectorsPermissions;
  }
}
