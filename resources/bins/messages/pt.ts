import type { ResourceMessages } from '../../core/messageTypes';
import type { bins } from '../schema';

export const messages = {
  name: { one: 'Faixa de BIN', other: 'Faixas de BIN' },
  fields: {
    name: 'Nome',
    ranges: { from: 'De', to: 'Até' },
    cardTypeId: 'Tipo de cartão',
    maxInstallments: 'Máximo de parcelas',
    defaultAccount: 'Conta padrão',
    partialPayment: 'Pagamento parcial',
    annulment: 'Cancelamento',
    chipExceptions: 'Exceções de chip',
  },
  groups: { ranges: 'Faixas' },
  choices: {
    defaultAccount: { NONE: 'Nenhuma', CHECKING: 'Corrente', SAVINGS: 'Poupança', CREDIT: 'Crédito' },
  },
  help: {
    ranges: 'Adicione pelo menos uma faixa; as faixas não podem se sobrepor.',
    maxInstallments: 'Entre 1 e 99 parcelas.',
  },
} satisfies ResourceMessages<typeof bins>;
