import type { ResourceMessages } from '../../core/messageTypes';
import type { profiles } from '../schema';

export const messages = {
  name: { one: 'Perfil', other: 'Perfis' },
  fields: { name: 'Nome', description: 'Descrição', status: 'Status' },
  groups: {},
  choices: {
    status: { ACTIVE: 'Ativo', INACTIVE: 'Inativo' },
  },
} satisfies ResourceMessages<typeof profiles>;
