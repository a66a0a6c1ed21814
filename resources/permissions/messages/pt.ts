import type { ResourceMessages } from '../../core/messageTypes';
import type { permissions } from '../schema';

export const messages = {
  name: { one: 'Permissão', other: 'Permissões' },
  fields: { name: 'Nome', description: 'Descrição' },
  groups: {},
  choices: {},
} satisfies ResourceMessages<typeof permissions>;
