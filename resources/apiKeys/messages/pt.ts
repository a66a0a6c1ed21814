import type { ResourceMessages } from '../../core/messageTypes';
import type { apiKeys } from '../schema';

export const messages = {
  name: { one: 'Chave de API', other: 'Chaves de API' },
  fields: {
    name: 'Nome',
    partnerId: 'Integrador',
    prefix: 'Chave',
    keyHash: 'Impressão digital',
    expiresAt: 'Vence em',
    commerceIds: 'Estabelecimentos',
    createdAt: 'Criada',
    revokedAt: 'Revogada',
    lastUsedAt: 'Último uso',
    callCount: 'Chamadas',
  },
  groups: {},
  choices: {},
} satisfies ResourceMessages<typeof apiKeys>;
