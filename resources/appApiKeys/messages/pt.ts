import type { ResourceMessages } from '../../core/messageTypes';
import type { appApiKeys } from '../schema';

export const messages = {
  name: { one: 'Chave de API do aplicativo', other: 'Chaves de API do aplicativo' },
  fields: {
    appId: 'Aplicativo',
    prefix: 'Chave',
    keyHash: 'Impressão digital',
    apiKeyIsActive: 'Ativa',
    expirationDate: 'Data de expiração',
    createdAt: 'Criada',
  },
  groups: {},
  choices: {},
} satisfies ResourceMessages<typeof appApiKeys>;
