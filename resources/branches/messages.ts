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
      amountRanges: { min: 'From', max: 'To', donation: 'Donation' },
    },
    groups: { amountRanges: 'Amount ranges' },
    choices: {
      behaviorType: { STANDARD: 'Standard', DONATION: 'Donation', ROUND_UP: 'Round-up' },
    },
    help: {
      maxAmount: 'Must be greater than the minimum amount.',
      minDonation: 'Must be greater than zero.',
      amountRanges: 'Sale ranges that do not overlap, each with the donation asked in it.',
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
      amountRanges: { min: 'De', max: 'Até', donation: 'Doação' },
    },
    groups: { amountRanges: 'Faixas de valores' },
    choices: {
      behaviorType: { STANDARD: 'Padrão', DONATION: 'Doação', ROUND_UP: 'Arredondamento' },
    },
    help: {
      maxAmount: 'Deve ser maior que o valor mínimo.',
      minDonation: 'Deve ser maior que zero.',
      amountRanges: 'Faixas de venda que não se sobrepõem, cada uma com a doação pedida nela.',
    },
  },
} satisfies ResourceMessages<typeof branches>;
