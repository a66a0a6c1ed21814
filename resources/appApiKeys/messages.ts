import type { ResourceMessages } from '../core/messageTypes';
import type { appApiKeys } from './schema';

export const messages = {
  es: {
    name: { one: 'Clave API de aplicación', other: 'Claves API de aplicación' },
    fields: {
      appId: 'Aplicación',
      prefix: 'Clave',
      keyHash: 'Huella',
      apiKeyIsActive: 'Activa',
      expirationDate: 'Fecha de vencimiento',
      createdAt: 'Creada',
    },
    groups: {},
    choices: {},
  },
  en: {
    name: { one: 'App API key', other: 'App API keys' },
    fields: {
      appId: 'App',
      prefix: 'Key',
      keyHash: 'Fingerprint',
      apiKeyIsActive: 'Active',
      expirationDate: 'Expiration date',
      createdAt: 'Created',
    },
    groups: {},
    choices: {},
  },
  pt: {
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
  },
} satisfies ResourceMessages<typeof appApiKeys>;
