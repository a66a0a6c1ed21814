import type { ResourceMessages } from '../core/messageTypes';
import type { branches } from './schema';

export const messages = {
  es: {
    name: { one: 'Sucursal', other: 'Sucursales' },
    fields: {
      name: 'Nombre',
      commerceId: 'Comercio',
      behaviorType: 'Tipo de comportamiento',
      donationTarget: 'Destinatario de la donación',
      minAmount: 'Monto mínimo',
      maxAmount: 'Monto máximo',
      minDonation: 'Donación mínima',
    },
    groups: {},
    choices: {
      behaviorType: { STANDARD: 'Estándar', DONATION: 'Donación', ROUND_UP: 'Redondeo' },
    },
    help: {
      maxAmount: 'Debe ser mayor que el monto mínimo.',
      minDonation: 'Debe ser mayor que cero.',
    },
  },
  en: {
    name: { one: 'Branch', other: 'Branches' },
    fields: {
      name: 'Name',
      commerceId: 'Commerce',
      behaviorType: 'Behavior type',
      donationTarget: 'Donation recipient',
      minAmount: 'Minimum amount',
      maxAmount: 'Maximum amount',
      minDonation: 'Minimum donation',
    },
    groups: {},
    choices: {
      behaviorType: { STANDARD: 'Standard', DONATION: 'Donation', ROUND_UP: 'Round-up' },
    },
    help: {
      maxAmount: 'Must be greater than the minimum amount.',
      minDonation: 'Must be greater than zero.',
    },
  },
  pt: {
    name: { one: 'Filial', other: 'Filiais' },
    fields: {
      name: 'Nome',
      commerceId: 'Estabelecimento',
      behaviorType: 'Tipo de comportamento',
      donationTarget: 'Destinatário da doação',
      minAmount: 'Valor mínimo',
      maxAmount: 'Valor máximo',
      minDonation: 'Doação mínima',
    },
    groups: {},
    choices: {
      behaviorType: { STANDARD: 'Padrão', DONATION: 'Doação', ROUND_UP: 'Arredondamento' },
    },
    help: {
      maxAmount: 'Deve ser maior que o valor mínimo.',
      minDonation: 'Deve ser maior que zero.',
    },
  },
} satisfies ResourceMessages<typeof branches>;
