import type { ResourceMessages } from '../../core/messageTypes';
import type { appApiKeys } from '../schema';

export const messages = {
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
} satisfies ResourceMessages<typeof appApiKeys>;
