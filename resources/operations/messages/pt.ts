import type { ResourceMessages } from '../../core/messageTypes';
import type { operations } from '../schema';

export const messages = {
  name: { one: 'Operação', other: 'Operações' },
  fields: {
    date: 'Data',
    reference: 'Referência',
    commerceId: 'Estabelecimento',
    terminalId: 'Terminal',
    terminalSerial: 'Número de série do terminal',
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
} satisfies ResourceMessages<typeof operations>;
