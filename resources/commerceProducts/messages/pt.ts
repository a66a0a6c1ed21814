import type { ResourceMessages } from '../../core/messageTypes';
import type { commerceProducts } from '../schema';

export const messages = {
  name: { one: 'Produto', other: 'Produtos' },
  fields: { commerceId: 'Estabelecimento', code: 'Código', name: 'Nome', price: 'Preço', active: 'Ativo' },
  groups: {},
  choices: {},
} satisfies ResourceMessages<typeof commerceProducts>;
