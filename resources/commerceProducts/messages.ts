import type { ResourceMessages } from '../core/messageTypes';
import type { commerceProducts } from './schema';

export const messages = {
  es: {
    name: { one: 'Producto', other: 'Productos' },
    fields: { commerceId: 'Comercio', code: 'Código', name: 'Nombre', price: 'Precio', active: 'Activo' },
    groups: {},
    choices: {},
  },
  en: {
    name: { one: 'Product', other: 'Products' },
    fields: { commerceId: 'Commerce', code: 'Code', name: 'Name', price: 'Price', active: 'Active' },
    groups: {},
    choices: {},
  },
  pt: {
    name: { one: 'Produto', other: 'Produtos' },
    fields: { commerceId: 'Estabelecimento', code: 'Código', name: 'Nome', price: 'Preço', active: 'Ativo' },
    groups: {},
    choices: {},
  },
} satisfies ResourceMessages<typeof commerceProducts>;
