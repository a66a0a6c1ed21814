import { oneOf, reference, strings, text } from '../core/fields';
import { defineResource, type RecordOf } from '../core/resourceSchema';
import { qrCodesPermissions } from './permissions';

/** '11' static, '12' dynamic, as in EMV merchant-presented QR codes. */
export const initiationMethods = ['11', '12'] as const;

/** Check-in/check-out QR codes of commerces; shown from the commerce screens. */
export const qrCodes = defineResource({
  name: 'qrCodes',
  service: 'parameters',
  path: 'api/v1/CheckinCheckout/qr',
  permissionPairs: qrCodesPermissions,
  permissions: qrCodesPermissions.qrCode,
  label: 'commerceCode',
  fields: {
    commerceId: reference('commerces', { required: true, list: true, filter: true }),
    commerceCode: text({ required: true, max: 20, list: true, filter: true, search: true }),
    payloadFormatIndicator: text({ required: true, format: 'numeric', min: 2, max: 2, default: '01' }),
    pointInitiationMethod: oneOf(initiationMethods, { required: true, default: '11', list: true }),
    merchantAccountInformation: text({ required: true, max: 99 }),
    serverUrl: text({ required: true, max: 200, format: 'url' }),
    authUser: text({ max: 50 }),
    authPassword: text({ secret: true, max: 64 }),
    /** Serial numbers of the commerce's terminals that offer this code (its available terminals). */
    terminalSerials: strings({ max: 50 }),
  },
});

export type QrCode = RecordOf<typeof qrCodes>;
