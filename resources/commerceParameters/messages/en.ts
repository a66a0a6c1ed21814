import type { ResourceMessages } from '../../core/messageTypes';
import type { commerceParameters } from '../schema';

export const messages = {
  name: { one: 'Commerce parameters', other: 'Commerce parameters' },
  fields: {
    commerceId: 'Commerce',
    groupId: 'Group',
    sourceGroupId: 'Group it inherits from',
    inheritFromGroup: 'Inherit the group’s parameters',
    tipsEnabled: 'Tips enabled',
    tipPercentage1: 'Tip 1 (%)',
    tipPercentage2: 'Tip 2 (%)',
    tipPercentage3: 'Tip 3 (%)',
    maxTip: 'Maximum tip',
    taxType: 'Tax',
    taxPercentage: 'Tax percentage',
    batchCloseTime: 'Batch closing time',
    receiptFooter: 'Receipt footer',
    signatureRequired: 'Signature capture',
    fallbackEnabled: 'Fallback enabled',
  },
  groups: {},
  choices: {
    taxType: { NONE: 'No tax', ITBIS: 'ITBIS', TAX_LEGAL: 'Legal TAX', IVA: 'VAT (IVA)', IMPOCONSUMO: 'IMPOCONSUMO' },
  },
  help: {
    batchCloseTime: 'HH:MM, 24-hour clock.',
    taxPercentage: 'Required when a tax applies.',
  },
} satisfies ResourceMessages<typeof commerceParameters>;
