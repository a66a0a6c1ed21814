import type { ResourceMessages } from '../core/messageTypes';
import type { apiKeys } from './schema';

export const messages = {
  es: {
    name: { one: 'Clave API', other: 'Claves API' },
    fields: {
      name: 'Nombre',
      partnerId: 'Integrador',
      prefix: 'Clave',
      keyHash: 'Huella',
      expiresAt: 'Vence el',
      commerceIds: 'Comercios',
      createdAt: 'Creada',
      revokedAt: 'Revocada',
      lastUsedAt: 'Último uso',
      callCount: 'Llamadas',
    },
    groups: {},
    choices: {},
  },
  en: {
    name: { one: 'API key', other: 'API keys' },
    fields: {
      name: 'Name',
      partnerId: 'Partner',
      prefix: 'Key',
      keyHash: 'Fingerprint',
      expiresAt: 'Expires on',
      commerceIds: 'Commerces',
      createdAt: 'Created',
      revokedAt: 'Revoked',
      lastUsedAt: 'Last used',
      callCount: 'Calls',
    },
    groups: {},
    choices: {},
  },
  pt: {
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
  },
} satisfies ResourceMessages<typeof apiKeys>;
