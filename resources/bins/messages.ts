import type { ResourceMessages } from '../core/messageTypes';
import type { bins } from './schema';

export const messages = {
  es: {
    name: { one: 'Rango de BIN', other: 'Rangos de BIN' },
    fields: {
      name: 'Nombre',
      ranges: { from: 'Desde', to: 'Hasta' },
      cardTypeId: 'Tipo de tarjeta',
      maxInstallments: 'Máximo de cuotas',
      defaultAccount: 'Cuenta predeterminada',
      partialPayment: 'Pago parcial',
      annulment: 'Anulación',
      chipExceptions: 'Excepciones de chip',
    },
    groups: { ranges: 'Rangos' },
    choices: {
      defaultAccount: { NONE: 'Ninguna', CHECKING: 'Corriente', SAVINGS: 'Ahorros', CREDIT: 'Crédito' },
    },
    help: {
      ranges: 'Añada al menos un rango; los rangos no pueden solaparse.',
      maxInstallments: 'Entre 1 y 99 cuotas.',
    },
  },
  en: {
    name: { one: 'BIN range', other: 'BIN ranges' },
    fields: {
      name: 'Name',
      ranges: { from: 'From', to: 'To' },
      cardTypeId: 'Card type',
      maxInstallments: 'Max. installments',
      defaultAccount: 'Default account',
      partialPayment: 'Partial payment',
      annulment: 'Void',
      chipExceptions: 'Chip exceptions',
    },
    groups: { ranges: 'Ranges' },
    choices: {
      defaultAccount: { NONE: 'None', CHECKING: 'Checking', SAVINGS: 'Savings', CREDIT: 'Credit' },
    },
    help: {
      ranges: 'Add at least one range; ranges must not overlap.',
      maxInstallments: 'Between 1 and 99 installments.',
    },
  },
  pt: {
    name: { one: 'Faixa de BIN', other: 'Faixas de BIN' },
    fields: {
      name: 'Nome',
      ranges: { from: 'De', to: 'Até' },
      cardTypeId: 'Tipo de cartão',
      maxInstallments: 'Máximo de parcelas',
      defaultAccount: 'Conta padrão',
      partialPayment: 'Pagamento parcial',
      annulment: 'Cancelamento',
      chipExceptions: 'Exceções de chip',
    },
    groups: { ranges: 'Faixas' },
    choices: {
      defaultAccount: { NONE: 'Nenhuma', CHECKING: 'Corrente', SAVINGS: 'Poupança', CREDIT: 'Crédito' },
    },
    help: {
      ranges: 'Adicione pelo menos uma faixa; as faixas não podem se sobrepor.',
      maxInstallments: 'Entre 1 e 99 parcelas.',
    },
  },
} satisfies ResourceMessages<typeof bins>;
