import type { ResourceMessages } from '../../core/messageTypes';
import type { operations } from '../schema';

export const messages = {
  name: { one: 'Operation', other: 'Operations' },
  fields: {
    date: 'Date',
    reference: 'Reference',
    commerceId: 'Commerce',
    terminalId: 'Terminal',
    terminalSerial: 'Terminal serial number',
    type: 'Type',
    status: 'Status',
    amount: 'Amount',
    currency: 'Currency',
    cardBrand: 'Card brand',
    maskedPan: 'Card number',
    authorizationCode: 'Authorization code',
  },
  groups: {},
  choices: {
    type: { SALE: 'Sale', CANCELLATION: 'Cancellation', REFUND: 'Refund', PRE_AUTHORIZATION: 'Pre-authorization' },
    status: { CLOSED: 'Closed', VOID: 'Void' },
    cardBrand: {
      VISA: 'Visa',
      MASTERCARD: 'Mastercard',
      AMEX: 'American Express',
      DINERS: 'Diners Club',
      OTHER: 'Other',
    },
  },
} satisfies ResourceMessages<typeof operations>;
