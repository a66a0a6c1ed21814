import { permissionPair } from '../core/permissionPair';

/** The read and write-and-read permissions this folder's screens and services check. */
export const storePermissions = {
  advertisingCampaign: permissionPair({
    read: 'ADVERTISING_CAMPAIGN_READ',
    write: 'ADVERTISING_CAMPAIGN_WRITE_AND_READ',
    module: 'market',
    subject: 'las campañas publicitarias del marketplace',
  }),
  store: permissionPair({
    read: 'STORE_READ',
    write: 'STORE_WRITE_AND_READ',
    module: 'market',
    subject: 'la portada de la tienda de aplicaciones',
  }),
};

declare module '../core/permissionPair' {
  interface PermissionPairsByFolder {
    store: typeof storePermissions;
  }
}
