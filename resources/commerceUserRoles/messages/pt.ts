import type { ResourceMessages } from '../../core/messageTypes';
import type { commerceUserRoles } from '../schema';

export const messages = {
  name: { one: 'Função de usuário de estabelecimento', other: 'Funções de usuários de estabelecimento' },
  fields: { name: 'Nome', description: 'Descrição', permissionIds: 'Permissões' },
  groups: {},
  choices: {},
  help: { permissionIds: 'Os usuários de estabelecimento com esta função recebem todas as permissões selecionadas.' },
} satisfies ResourceMessages<typeof commerceUserRoles>;
