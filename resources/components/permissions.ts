import { permissionPair } from '../core/permissionPair';

/** The read and write-and-read permissions this folder's screens and services check. */
export const componentsPermissions = {
  systemComponent: permissionPair({
    read: 'SYSTEM_COMPONENT_READ',
    write: 'SYSTEM_COMPONENT_WRITE_AND_READ',
    module: 'market',
    subject: 'los componentes del sistema',
  }),
};

declare module '../core/permissionPair' {
  interface PermissionPairsByFolder {
    components: typeof componentsPermissions;
  }
}
