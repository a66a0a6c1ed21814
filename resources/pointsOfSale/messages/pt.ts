import type { ResourceMessages } from '../../core/messageTypes';
import type { pointsOfSale } from '../schema';

export const messages = {
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
} satisfies ResourceMessages<typeof pointsOfSale>;
