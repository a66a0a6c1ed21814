import type { ResourceMessages } from '../../core/messageTypes';
import type { campaigns } from '../schema';

export const messages = {
  name: { one: 'Campanha', other: 'Campanhas' },
  fields: {
    code: 'Código',
    name: 'Nome',
    status: 'Status',
    commerceId: 'Estabelecimento',
    validFrom: 'Válida de',
    validTo: 'Válida até',
    sections: { title: 'Título', body: 'Texto', image: 'Imagem' },
    binNumbers: 'Números BIN',
    postalCodes: 'Códigos postais',
    economicSectorIds: 'Setores econômicos',
    whitelistCommerceIds: 'Estabelecimentos permitidos',
    blacklistCommerceIds: 'Estabelecimentos excluídos',
    minAmount: 'Valor mínimo',
    maxAmount: 'Valor máximo',
    maxAwardPerDay: 'Máximo de prêmios por dia',
    ticketText: 'Texto do comprovante',
    terminalCreatedFrom: 'Terminais criados a partir de',
    terminalCreatedTo: 'Terminais criados até',
  },
  groups: { sections: 'Seções' },
  choices: {
    status: { DRAFT: 'Rascunho', ACTIVE: 'Ativa', FINISHED: 'Finalizada' },
  },
  help: {
    commerceId: 'Cada estabelecimento pode ter apenas uma campanha.',
    sections: 'A campanha precisa de pelo menos uma seção; no máximo cinco.',
    binNumbers: 'Primeiros 6 a 8 dígitos do cartão, somente números.',
    whitelistCommerceIds: 'Se informados, a campanha se aplica somente a estes estabelecimentos.',
    blacklistCommerceIds: 'A campanha não se aplica a estes estabelecimentos.',
    maxAmount: 'Deve ser maior que o valor mínimo.',
    ticketText: 'Impresso no comprovante da operação. Máximo de 500 caracteres.',
    terminalCreatedFrom: 'Limita a campanha aos terminais criados a partir desta data.',
  },
} satisfies ResourceMessages<typeof campaigns>;
