import type { ResourceMessages } from '../../core/messageTypes';
import type { branches } from '../schema';

export const messages = {
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
} satisfies ResourceMessages<typeof branches>;
