import type { ResourceMessages } from '../../core/messageTypes';
import type { permissions2fa } from '../schema';

export const messages = {
  name: { one: 'Permiso con 2FA', other: 'Permisos con 2FA' },
  fields: { permissionId: 'Permiso', required: '2FA obligatorio', note: 'Nota' },
  groups: {},
  choices: {},
  help: {
    required:
      'Cada cambio que use este permiso pide un código de 6 dígitos de la app de autenticación; sin 2FA activado no se puede hacer.',
  },
} satisfies ResourceMessages<typeof permissions2fa>;
