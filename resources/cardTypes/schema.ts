import { boolean, image, reference, strings, text } from '../core/fields';
import { defineResource, type RecordOf } from '../core/resourceSchema';
import { cardTypesPermissions } from './permissions';

/** Logos printed on receipts and shown on the payment screen: small images. */
export const CARD_LOGO_MAX_KB = 128;

export const cardTypes = defineResource({
  name: 'cardTypes',
  route: 'CardTypes',
  service: 'parameters',
  path: 'api/v1/CardTypes',
  permissionPairs: cardTypesPermissions,
  permissions: cardTypesPermissions.cardTypes,
  menu: { group: 'administration', order: 12 },
  label: 'name',
  defaultSort: { field: 'name', order: 'ASC' },
  fields: {
    name: text({ required: true, max: 60, list: true, filter: true, sort: true, search: true, unique: 'PM-0006' }),
    logo: image({ list: true, upload: { maxKb: CARD_LOGO_MAX_KB } }),
    contactlessLogo: image({ upload: { maxKb: CARD_LOGO_MAX_KB } }),
    tags: strings({ max: 10 }),
    routingHostId: reference('hosts', { list: true, filter: true }),
    tipAdjustment: boolean({ default: false, list: true, filter: true }),
  },
});

export type CardType = RecordOf<typeof cardTypes>;
