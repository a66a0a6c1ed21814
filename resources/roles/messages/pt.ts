import type { ResourceMessages } from '../../core/messageTypes';
import type { roles } from '../schema';

export const messages = {
  name: { one: 'Função', other: 'Funções' },
  fields: { name: 'Nome', description: 'Descrição', permissionIds: 'Permissões' },
  groups: {},
  choices: {},
  help: { permissionIds: 'Os usuários com esta função recebem todas as permissões selecionadas.' },
} satisfies ResourceMessages<typeof roles>;
