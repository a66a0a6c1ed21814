import { permissionPair } from '../core/permissionPair';

/** The read and write-and-read permissions this folder's screens and services check. */
export const qrCodesPermissions = {
  checkinParameters: permissionPair({
    read: 'CHECKIN_PARAMETERS_READ',
    write: 'CHECKIN_PARAMETERS_WRITE_AND_READ',
    module: 'commerce',
    subject: 'los parámetros de check-in y códigos QR',
  }),
  qrCode: permissionPair({
    read: 'QR_CODE_READ',
    write: 'QR_CODE_WRITE_AND_READ',
    module: 'commerce',
    subject: 'los códigos QR de los comercios',
  }),
};

declare module '../core/permissionPair' {
  interface PermissionPairsByFolder {
    qrCodes: typeof qrCodesPermissions;
  }
}
