import { permissionPair } from '../core/permissionPair';

/** The read and write-and-read permissions this folder's screens and services check. */
export const profilesPermissions = {
  profileConfiguration: permissionPair({
    read: 'PROFILE_CONFIGURATION_READ',
    write: 'PROFILE_CONFIGURATION_WRITE_AND_READ',
    module: 'administration',
    subject: 'los perfiles de configuración de terminales',
  }),
  terminalParameter: permissionPair({
    read: 'TERMINAL_PARAMETER_READ',
    write: 'TERMINAL_PARAMETER_WRITE_AND_READ',
    module: 'terminals',
    subject: 'los parámetros de terminales',
  }),
};

declare module '../core/permissionPair' {
  interface PermissionPairsByFolder {
    profiles: typeof profilesPermissions;
  }
}
