import { groups, number, oneOf, reference, text } from '../core/fields';
import { defineResource, type RecordOf } from '../core/resourceSchema';

export const behaviorTypes = ['STANDARD', 'DONATION', 'ROUND_UP'] as const;

export const branches = defineResource({
  name: 'branches',
  route: 'branch',
  service: 'commerce',
  path: 'api/commerce/branch',
  permissions: { read: 'COMMERCE_BRANCH', write: 'COMMERCE_BRANCH' },
  menu: { group: 'commerce', order: 3 },
  label: 'name',
  defaultSort: { field: 'name', order: 'ASC' },
  fields: {
    name: text({ required: true, max: 100, list: true, filter: true, sort: true, search: true }),
    commerceId: reference('commerces', { required: true, list: true, filter: true }),
    behaviorType: oneOf(behaviorTypes, { required: true, default: 'STANDARD', list: true, filter: true }),
    donationTarget: text({ max: 100, requiredWhen: { field: 'behaviorType', equals: ['DONATION'] } }),
    minAmount: number({ min: 0, decimals: 2, list: true }),
    maxAmount: number({ min: 0, decimals: 2, greaterThan: 'minAmount', list: true }),
    minDonation: number({
      min: 0,
      exclusiveMin: true,
      decimals: 2,
      requiredWhen: { field: 'behaviorType', equals: ['DONATION', 'ROUND_UP'] },
    }),
    /** Sale amounts by range, each with the donation asked in it; the amount rules are in rules.ts. */
    amountRanges: groups({
      min: number({ required: true, min: 0, decimals: 2 }),
      max: number({ required: true, min: 0, decimals: 2 }),
      donation: number({ min: 0, exclusiveMin: true, decimals: 2 }),
    }),
  },
});

export type Branch = RecordOf<typeof branches>;
