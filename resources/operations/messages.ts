import type { ResourceMessages } from '../core/messageTypes';
import type { operations } from './schema';

export const messages = {
  es: {
    name: { one: 'Operación', other: 'Operaciones' },
    fields: {
      date: 'Fecha',
      reference: 'Referencia',
      commerceId: 'Comercio',
      terminalId: 'Terminal',
      type: 'Tipo',
      status: 'Estado',
      amount: 'Monto',
      currency: 'Moneda',
      cardBrand: 'Marca de tarjeta',
      maskedPan: 'Número de tarjeta',
      authorizationCode: 'Código de autorización',
    },
    groups: {},
    choices: {
      type: { SALE: 'Venta', CANCELLATION: 'Anulación', REFUND: 'Devolución', PRE_AUTHORIZATION: 'Preautorización' },
      status: { CLOSED: 'Cerrada', VOID: 'Anulada' },
      cardBrand: {
        VISA: 'Visa',
        MASTERCARD: 'Mastercard',
        AMEX: 'American Express',
        DINERS: 'Diners Club',
        OTHER: 'Otra',
      },
    },
  },
  en: {
    name: { one: 'Operation', other: 'Operations' },
    fields: {
      date: 'Date',
      reference: 'Reference',
      commerceId: 'Commerce',
      terminalId: 'Terminal',
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
  },
  pt: {
    name: { one: 'Operação', other: 'Operações' },
    fields: {
      date: 'Data',
      reference: 'Referência',
      commerceId: 'Estabelecimento',
      terminalId: 'Terminal',
      type: 'Tipo',
      status: 'Status',
      amount: 'Valor',
      currency: 'Moeda',
      cardBrand: 'Bandeira do cartão',
      maskedPan: 'Número do cartão',
      authorizationCode: 'Código de autorização',
    },
    groups: {},
    choices: {
      type: { SALE: 'Venda', CANCELLATION: 'Cancelamento', REFUND: 'Devolução', PRE_AUTHORIZATION: 'Pré-autorização' },
      status: { CLOSED: 'Fechada', VOID: 'Anulada' },
      cardBrand: {
        VISA: 'Visa',
        MASTERCARD: 'Mastercard',
        AMEX: 'American Express',
        DINERS: 'Diners Club',
        OTHER: 'Outra',
      },
    },
  },
} satisfies ResourceMessages<typeof operations>;
