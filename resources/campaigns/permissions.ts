import { permissionPair } from '../core/permissionPair';

/** The read and write-and-read permissions this folder's screens and services check. */
export const campaignsPermissions = {
  campaign: permissionPair({
    read: 'CAMPAIGN_READ',
    write: 'CAMPAIGN_WRITE_AND_READ',
    module: 'commerce',
    subject: 'las campañas de comercios',
  }),
};

declare module '../core/permissionPair' {
  interface PermissionPairsByFolder {
    campaigns: typeof campaignsPermissions;
  }
}
