import type { ResourceMessages } from '../../core/messageTypes';
import type { partners } from '../schema';

export const messages = {
  name: { one: 'Integrador', other: 'Integradores' },
  fields: {
    code: 'Código',
    name: 'Nome',
    email: 'E-mail',
    active: 'Ativo',
    commerceIds: 'Estabelecimentos atribuídos',
  },
  groups: {},
  choices: {},
} satisfies ResourceMessages<typeof partners>;
