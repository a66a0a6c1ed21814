import type { ResourceMessages } from '../core/messageTypes';
import type { pointsOfSale } from './schema';

export const messages = {
  es: {
    name: { one: 'Punto de venta', other: 'Puntos de venta' },
    fields: {
      name: 'Nombre',
      code: 'Código',
      commerceId: 'Comercio',
      branchId: 'Sucursal',
      address: 'Dirección',
      active: 'Activo',
    },
    groups: {},
    choices: {},
  },
  en: {
    name: { one: 'Point of sale', other: 'Points of sale' },
    fields: {
      name: 'Name',
      code: 'Code',
      commerceId: 'Commerce',
      branchId: 'Branch',
      address: 'Address',
      active: 'Active',
    },
    groups: {},
    choices: {},
  },
  pt: {
    name: { one: 'Ponto de venda', other: 'Pontos de venda' },
    fields: {
      name: 'Nome',
      code: 'Código',
      commerceId: 'Estabelecimento',
      branchId: 'Filial',
      address: 'Endereço',
      active: 'Ativo',
    },
    groups: {},
    choices: {},
  },
} satisfies ResourceMessages<typeof pointsOfSale>;
