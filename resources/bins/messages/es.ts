import type { ResourceMessages } from '../../core/messageTypes';
import type { bins } from '../schema';

export const messages = {
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
} satisfies ResourceMessages<typeof bins>;
