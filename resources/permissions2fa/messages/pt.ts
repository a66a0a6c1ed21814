import type { ResourceMessages } from '../../core/messageTypes';
import type { permissions2fa } from '../schema';

export const messages = {
  name: { one: 'Permissão com 2FA', other: 'Permissões com 2FA' },
  fields: { permissionId: 'Permissão', required: '2FA obrigatório', note: 'Nota' },
  groups: {},
  choices: {},
  help: {
    required:
      'Cada alteração que use esta permissão pede um código de 6 dígitos do app autenticador; sem 2FA ativado não pode ser feita.',
  },
} satisfies ResourceMessages<typeof permissions2fa>;
