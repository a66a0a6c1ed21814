import type { ResourceMessages } from '../../core/messageTypes';
import type { pointsOfSale } from '../schema';

export const messages = {
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
} satisfies ResourceMessages<typeof pointsOfSale>;
