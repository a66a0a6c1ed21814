import { boolean, number, oneOf, reference, text } from '../core/fields';
import { defineResource, type RecordOf } from '../core/resourceSchema';
import { taxesWithPercentage } from './taxes';

/** Taxes a terminal applies on a sale (spec section 3, terminal parameters: taxes). */
export const taxTypes = ['NONE', 'ITBIS', 'TAX_LEGAL', 'IVA', 'IMPOCONSUMO'] as const;

const percentage = number({ min: 0, max: 100, decimals: 2 });

/**
 * A parameter collection (spec section 7: CommerceParameterCollection): the terminal parameters
 * a commerce's terminals take, or a group's that its commerces inherit. It belongs either to a
 * commerce (`commerceId`, with the group it inherits from or resets to in `sourceGroupId`) or to
 * a group (`groupId`); the rules are in rules.ts, applied by the form and the sandbox.
 */
export const commerceParameters = defineResource({
  name: 'commerceParameters',
  service: 'parameters',
  path: 'api/v1/CommerceParameterCollection',
  permissions: { read: 'COMMERCE_PARAMETERS', write: 'COMMERCE_PARAMETERS' },
  label: 'commerceId',
  fields: {
    commerceId: reference('commerces', { filter: true }),
    groupId: reference('groups', { filter: true }),
    sourceGroupId: reference('groups'),
    inheritFromGroup: boolean({ default: false }),
    tipsEnabled: boolean({ default: false }),
    tipPercentage1: percentage,
    tipPercentage2: percentage,
    tipPercentage3: percentage,
    maxTip: number({ min: 0, decimals: 2 }),
    taxType: oneOf(taxTypes, { required: true, default: 'NONE' }),
    taxPercentage: number({
      min: 0,
      max: 100,
      decimals: 2,
      requiredWhen: { field: 'taxType', equals: taxesWithPercentage },
    }),
    batchCloseTime: text({ pattern: { regex: '^([01]\\d|2[0-3]):[0-5]\\d$', code: 'commerceParams.validation.time' } }),
    receiptFooter: text({ max: 120 }),
    signatureRequired: boolean({ default: false }),
    fallbackEnabled: boolean({ default: true }),
  },
});

export type CommerceParameters = RecordOf<typeof commerceParameters>;

/** The values a collection carries (what inheriting and resetting copy). */
export const parameterValueFields = [
  'tipsEnabled',
  'tipPercentage1',
  'tipPercentage2',
  'tipPercentage3',
  'maxTip',
  'taxType',
  'taxPercentage',
  'batchCloseTime',
  'receiptFooter',
  'signatureRequired',
  'fallbackEnabled',
] as const;
