import { permissionPair } from '../core/permissionPair';

/** The read and write-and-read permissions this folder's screens and services check. */
export const partnersPermissions = {
  partner: permissionPair({
    read: 'PARTNER_READ',
    write: 'PARTNER_WRITE_READ',
    module: 'partners',
    subject: 'los partners integradores',
  }),
};

declare module '../core/permissionPair' {
  interface PermissionPairsByFolder {
    partners: typeof partnersPermissions;
  }
}
