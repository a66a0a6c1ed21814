import type { ResourceMessages } from '../../core/messageTypes';
import type { qrCodes } from '../schema';

export const messages = {
  name: { one: 'Código QR', other: 'Códigos QR' },
  fields: {
    commerceId: 'Estabelecimento',
    commerceCode: 'Código do estabelecimento',
    payloadFormatIndicator: 'Indicador de formato do payload',
    pointInitiationMethod: 'Método de iniciação',
    merchantAccountInformation: 'Informações da conta do estabelecimento',
    serverUrl: 'URL do servidor',
    authUser: 'Usuário de autenticação',
    authPassword: 'Senha de autenticação',
    terminalSerials: 'Terminais',
  },
  groups: {},
  choices: {
    pointInitiationMethod: { '11': 'Estático (11)', '12': 'Dinâmico (12)' },
  },
  help: {
    payloadFormatIndicator: 'Dois dígitos, normalmente 01.',
    pointInitiationMethod: 'Estático: o mesmo QR para todos os pagamentos; dinâmico: um QR por transação.',
    authPassword: 'Somente escrita: nunca é exibida. Deixe vazia para manter a atual.',
  },
} satisfies ResourceMessages<typeof qrCodes>;
