import type { ResourceMessages } from '../../core/messageTypes';
import type { operations } from '../schema';

export const messages = {
  name: { one: 'Operación', other: 'Operaciones' },
  fields: {
    date: 'Fecha',
    reference: 'Referencia',
    commerceId: 'Comercio',
    terminalId: 'Terminal',
    terminalSerial: 'Número de serie del terminal',
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
} satisfies ResourceMessages<typeof operations>;
