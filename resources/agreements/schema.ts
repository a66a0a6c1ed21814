import { boolean, image, oneOf, text } from '../core/fields';
import { defineResource, type RecordOf } from '../core/resourceSchema';
import { agreementsPermissions } from './permissions';

/** The icon the terminal shows for the agreement. */
export const AGREEMENT_ICON_MAX_KB = 256;

export const agreementStatuses = ['ACTIVE', 'INACTIVE'] as const;

/** Loyalty agreements (fidelium): what the terminal asks the customer for at payment. */
export const agreements = defineResource({
  name: 'agreements',
  route: 'Fidelium',
  service: 'parameters',
  path: 'api/v1/Agreement',
  permissionPairs: agreementsPermissions,
  permissions: agreementsPermissions.agreement,
  menu: { group: 'administration', order: 9 },
  label: 'name',
  defaultSort: { field: 'name', order: 'ASC' },
  fields: {
    name: text({ required: true, max: 100, list: true, filter: true, sort: true, search: true, unique: 'PM-0006' }),
    status: oneOf(agreementStatuses, { required: true, default: 'ACTIVE', list: true, filter: true, sort: true }),
    imageUrl: image({ list: true, upload: { maxKb: AGREEMENT_ICON_MAX_KB } }),
    asksFuelType: boolean({ default: false, list: true }),
    asksLicencePlate: boolean({ default: false, list: true }),
    asksMileage: boolean({ default: false, list: true }),
  },
});

export type Agreement = RecordOf<typeof agreements>;
