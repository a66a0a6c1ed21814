import type { ResourceMessages } from '../../core/messageTypes';
import type { branches } from '../schema';

export const messages = {
  name: { one: 'Sucursal', other: 'Sucursales' },
  fields: {
    name: 'Nombre',
    commerceId: 'Comercio',
    behaviorType: 'Tipo de comportamiento',
    donationTarget: 'Destinatario de la donación',
    minAmount: 'Monto mínimo',
    maxAmount: 'Monto máximo',
    minDonation: 'Donación mínima',
    amountRanges: { min: 'Desde', max: 'Hasta', donation: 'Donación' },
  },
  groups: { amountRanges: 'Rangos de montos' },
  choices: {
    behaviorType: { STANDARD: 'Estándar', DONATION: 'Donación', ROUND_UP: 'Redondeo' },
  },
  help: {
    maxAmount: 'Debe ser mayor que el monto mínimo.',
    minDonation: 'Debe ser mayor que cero.',
    amountRanges: 'Rangos de venta sin solaparse, cada uno con la donación que se pide en él.',
  },
} satisfies ResourceMessages<typeof branches>;
