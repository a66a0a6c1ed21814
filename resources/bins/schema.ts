import { boolean, groups, number, oneOf, reference, text } from '../core/fields';
import { defineResource, type RecordOf } from '../core/resourceSchema';
import { binsPermissions } from './permissions';

export const accountTypes = ['NONE', 'CHECKING', 'SAVINGS', 'CREDIT'] as const;
export const MAX_INSTALLMENTS = 99;

/** Card BIN ranges and how the terminal treats their cards. */
export const bins = defineResource({
  name: 'bins',
  route: 'Bines',
  service: 'parameters',
  path: 'api/v1/BinConfig',
  permissionPairs: binsPermissions,
  permissions: binsPermissions.bines,
  menu: { group: 'administration', order: 11 },
  label: 'name',
  defaultSort: { field: 'name', order: 'ASC' },
  fields: {
    name: text({ required: true, max: 100, list: true, filter: true, sort: true, search: true, unique: 'PM-0006' }),
    ranges: groups(
      {
        from: number({ required: true, integer: true, min: 0, max: 99999999999 }),
        to: number({ required: true, integer: true, min: 0, max: 99999999999 }),
      },
      { required: true, min: 1, noOverlap: { from: 'from', to: 'to' } },
    ),
    cardTypeId: reference('cardTypes', { list: true, filter: true }),
    maxInstallments: number({ integer: true, min: 1, max: MAX_INSTALLMENTS, list: true }),
    defaultAccount: oneOf(accountTypes, { default: 'NONE', list: true, filter: true }),
    partialPayment: boolean({ default: false, list: true }),
    annulment: boolean({ default: true, list: true }),
    chipExceptions: boolean({ default: false }),
  },
});

export type Bin = RecordOf<typeof bins>;
