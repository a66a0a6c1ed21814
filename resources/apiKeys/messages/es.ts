import type { ResourceMessages } from '../../core/messageTypes';
import type { apiKeys } from '../schema';

export const messages = {
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
} satisfies ResourceMessages<typeof apiKeys>;
