import { permissionPair } from '../core/permissionPair';

/** The read and write-and-read permissions this folder's screens and services check. */
export const appsPermissions = {
  app: permissionPair({
    read: 'APP_READ',
    write: 'APP_WRITE_AND_READ',
    module: 'market',
    subject: 'las aplicaciones y sus versiones',
  }),
  appList: permissionPair({
    read: 'APP_LIST_READ',
    write: 'APP_LIST_WRITE_AND_READ',
    module: 'market',
    subject: 'las listas de aplicaciones de los terminales',
  }),
  applicationApiKey: permissionPair({
    read: 'APPLICATION_API_KEY_READ',
    write: 'APPLICATION_API_KEY_WRITE_AND_READ',
    module: 'market',
    subject: 'las claves API de las aplicaciones',
  }),
};

declare module '../core/permissionPair' {
  interface PermissionPairsByFolder {
    apps: typeof appsPermissions;
  }
}
