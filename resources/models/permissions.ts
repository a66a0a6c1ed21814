import { permissionPair } from '../core/permissionPair';

/** The read and write-and-read permissions this folder's screens and services check. */
export const modelsPermissions = {
  models: permissionPair({
    read: 'MODELS_READ',
    write: 'MODELS_WRITE_AND_READ',
    module: 'administration',
    subject: 'los modelos de terminales',
  }),
};

declare module '../core/permissionPair' {
  interface PermissionPairsByFolder {
    models: typeof modelsPermissions;
  }
}
