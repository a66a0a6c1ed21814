import type { ResourceMessages } from '../../core/messageTypes';
import type { commerceProducts } from '../schema';

export const messages = {
  name: { one: 'Producto', other: 'Productos' },
  fields: { commerceId: 'Comercio', code: 'Código', name: 'Nombre', price: 'Precio', active: 'Activo' },
  groups: {},
  choices: {},
} satisfies ResourceMessages<typeof commerceProducts>;
