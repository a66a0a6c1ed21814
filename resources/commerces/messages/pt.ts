import type { ResourceMessages } from '../../core/messageTypes';
import type { commerces } from '../schema';

export const messages = {
  name: { one: 'Estabelecimento', other: 'Estabelecimentos' },
  fields: {
    name: 'Nome',
    merchantId: 'ID do estabelecimento (MID)',
    commerceCode: 'Código do estabelecimento',
    taxId: 'Identificação fiscal',
    categoryCode: 'Código de categoria (MCC)',
    economicSectorId: 'Setor econômico',
    affiliate: 'Afiliado',
    groupingId: 'ID de agrupamento',
    address: {
      street: 'Rua',
      number: 'Número',
      city: 'Cidade',
      state: 'Estado / Província',
      postalCode: 'Código postal',
    },
    phone: 'Telefone',
    email: 'E-mail',
    website: 'Site',
    type: 'Tipo',
    status: 'Status',
    partnerId: 'Integrador',
  },
  groups: { address: 'Endereço' },
  abilityLabels: { taxId: 'RNC (registro nacional de contribuintes)' },
  choices: {
    type: { PHYSICAL: 'Físico', ONLINE: 'On-line', MIXED: 'Misto' },
    status: { ACTIVE: 'Ativo', INACTIVE: 'Inativo' },
  },
  help: {
    taxId: 'Entre 9 e 11 caracteres.',
    categoryCode: 'Código de 4 dígitos que classifica a atividade do estabelecimento.',
    phone: 'Pode incluir o código internacional, por exemplo +1 809 555 0100.',
  },
} satisfies ResourceMessages<typeof commerces>;
