import { group, oneOf, reference, text, identifier } from '../core/fields';
import { defineResource, type RecordOf } from '../core/resourceSchema';
import { commercesPermissions } from './permissions';

export const commerceTypes = ['PHYSICAL', 'ONLINE', 'MIXED'] as const;
export const commerceStatuses = ['ACTIVE', 'INACTIVE'] as const;

export const commerces = defineResource({
  name: 'commerces',
  route: 'commerce',
  service: 'commerce',
  path: 'api/Commerce',
  permissionPairs: commercesPermissions,
  permissions: commercesPermissions.commerce,
  menu: { group: 'commerce', order: 1 },
  label: 'name',
  fields: {
    name: text({ required: true, max: 100, list: true, filter: true, sort: true, search: true }),
    merchantId: identifier('CM-0001'),
    commerceCode: identifier('CM-0003'),
    // Required and checked per entity variant (RNC, CIF): see rules/commerceVariant.ts.
    taxId: text({ max: 20, list: true, filter: true, search: true, abilityLabel: 'rncLabel' }),
    categoryCode: text({ required: true, format: 'numeric', min: 4, max: 4, filter: true }),
    economicSectorId: reference('economicSectors', { filter: true }),
    affiliate: text({ max: 50 }),
    groupingId: text({ max: 50 }),
    address: group({
      // Which address fields are required depends on the entity variant (rules/commerceVariant.ts).
      street: text({ required: true, max: 100 }),
      number: text({ max: 10 }),
      city: text({ required: true, max: 60 }),
      state: text({ max: 60 }),
      postalCode: text({ format: 'postalCode' }),
    }),
    phone: text({
      max: 20,
      pattern: { regex: '^\\+?[0-9 ()-]{7,20}$', code: 'validation.format.phone' },
    }),
    email: text({ max: 100, format: 'email', search: true }),
    website: text({ max: 200, format: 'url' }),
    type: oneOf(commerceTypes, { required: true, default: 'PHYSICAL', list: true, filter: true }),
    status: oneOf(commerceStatuses, { required: true, default: 'ACTIVE', list: true, filter: true, sort: true }),
    partnerId: reference('partners', { filter: true }),
  },
});

export type Commerce = RecordOf<typeof commerces>;
