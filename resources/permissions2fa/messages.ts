import type { ResourceMessages } from '../core/messageTypes';
import type { permissions2fa } from './schema';

export const messages = {
  es: {
    name: { one: 'Permiso con 2FA', other: 'Permisos con 2FA' },
    fields: { permissionId: 'Permiso', required: '2FA obligatorio', note: 'Nota' },
    groups: {},
    choices: {},
    help: {
      required:
        'Cada cambio que use este permiso pide un código de 6 dígitos de la app de autenticación; sin 2FA activado no se puede hacer.',
    },
  },
  en: {
    name: { one: 'Permission with 2FA', other: 'Permissions with 2FA' },
    fields: { permissionId: 'Permission', required: '2FA required', note: 'Note' },
    groups: {},
    choices: {},
    help: {
      required:
        'Every change using this permission asks for a 6-digit code from the authenticator app; without 2FA enabled it cannot be made.',
    },
  },
  pt: {
    name: { one: 'Permissão com 2FA', other: 'Permissões com 2FA' },
    fields: { permissionId: 'Permissão', required: '2FA obrigatório', note: 'Nota' },
    groups: {},
    choices: {},
    help: {
      required:
        'Cada alteração que use esta permissão pede um código de 6 dígitos do app autenticador; sem 2FA ativado não pode ser feita.',
    },
  },
} satisfies ResourceMessages<typeof permissions2fa>;
