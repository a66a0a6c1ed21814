import { permissionPair } from '../core/permissionPair';

/** The read and write-and-read permissions this folder's screens and services check. */
export const agreementsPermissions = {
  agreement: permissionPair({
    read: 'AGREEMENT_READ',
    write: 'AGREEMENT_WRITE_AND_READ',
    module: 'administration',
    subject: 'los convenios de fidelización (Fidelium)',
  }),
};

declare module '../core/permissionPair' {
  interface PermissionPairsByFolder {
    agreements: typeof agreementsPermissions;
  }
}
