import type { ResourceMessages } from '../core/messageTypes';
import type { permissions2fa } from './schema';

export const messages = {
  es: {
    name: { one: 'Permiso con 2FA', other: 'Permisos con 2FA' },
    fields: { permissionId: 'Permiso', required: '2FA obligatorio', note: 'Nota' },
    groups: {},
    choices: {},
    help: {
      required: 'Quien tenga este permiso deberá confirmar con un código de 6 dígitos de su app de autenticación.',
    },
  },
  en: {
    name: { one: 'Permission with 2FA', other: 'Permissions with 2FA' },
    fields: { permissionId: 'Permission', required: '2FA required', note: 'Note' },
    groups: {},
    choices: {},
    help: { required: 'Holders of this permission must confirm with a 6-digit code from their authenticator app.' },
  },
  pt: {
    name: { one: 'Permissão com 2FA', other: 'Permissões com 2FA' },
    fields: { permissionId: 'Permissão', required: '2FA obrigatório', note: 'Nota' },
    groups: {},
    choices: {},
    help: {
      required: 'Quem tiver esta permissão deverá confirmar com um código de 6 dígitos do app autenticador.',
    },
  },
} satisfies ResourceMessages<typeof permissions2fa>;
