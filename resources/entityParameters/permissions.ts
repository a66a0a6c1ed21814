import { permissionPair } from '../core/permissionPair';

/** The read and write-and-read permissions this folder's screens and services check. */
export const entityParametersPermissions = {
  entityParameters: permissionPair({
    read: 'ENTITY_PARAMETERS_READ',
    write: 'ENTITY_PARAMETERS_WRITE_AND_READ',
    module: 'market',
    subject: 'los parámetros de la entidad',
  }),
};

declare module '../core/permissionPair' {
  interface PermissionPairsByFolder {
    entityParameters: typeof entityParametersPermissions;
  }
}
