import { dateTime, number, oneOf, reference, text } from '../core/fields';
import { defineResource, type RecordOf } from '../core/resourceSchema';

export const operationTypes = ['SALE', 'CANCELLATION', 'REFUND', 'PRE_AUTHORIZATION'] as const;
/** Transactions are closed or void (spec section 4). */
export const operationStatuses = ['CLOSED', 'VOID'] as const;
export const cardBrands = ['VISA', 'MASTERCARD', 'AMEX', 'DINERS', 'OTHER'] as const;

/** The commerce operations (transactions) of the entity; the transaction service is read-only. */
export const operations = defineResource({
  name: 'operations',
  route: 'operations',
  service: 'transactions',
  path: 'transactions',
  permissions: { read: 'COMMERCE_OPERATIONS', write: 'COMMERCE_OPERATIONS' },
  menu: { group: 'commerce', order: 6 },
  label: 'reference',
  operations: { create: false, edit: false, delete: false },
  defaultSort: { field: 'date', order: 'DESC' },
  fields: {
    date: dateTime({ required: true, list: true, filter: true, sort: true }),
    reference: text({ required: true, list: true, filter: true, search: true }),
    commerceId: reference('commerces', { required: true, list: true, filter: true }),
    terminalId: reference('terminals', { list: true, filter: true }),
    /** The terminal's serial as the transaction recorded it: it stays when the terminal is hard deleted. */
    terminalSerial: text({ max: 50, filter: true }),
    type: oneOf(operationTypes, { required: true, list: true, filter: true, sort: true }),
    status: oneOf(operationStatuses, { required: true, list: true, filter: true, sort: true }),
    amount: number({ required: true, decimals: 2, list: true, filter: true, sort: true }),
    currency: text({ required: true, max: 3, list: true }),
    cardBrand: oneOf(cardBrands, { list: true, filter: true }),
    maskedPan: text({ search: true }),
    authorizationCode: text({ search: true }),
  },
});

export type Operation = RecordOf<typeof operations>;
