import { permissionPair } from '../core/permissionPair';

/** The read and write-and-read permissions this folder's screens and services check. */
export const cardTypesPermissions = {
  cardTypes: permissionPair({
    read: 'CARD_TYPES_READ',
    write: 'CARD_TYPES_WRITE_AND_READ',
    module: 'administration',
    subject: 'los tipos de tarjeta',
  }),
};

declare module '../core/permissionPair' {
  interface PermissionPairsByFolder {
    cardTypes: typeof cardTypesPermissions;
  }
}
