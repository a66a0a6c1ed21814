import type { ResourceMessages } from '../core/messageTypes';
import type { commerceUserRoles } from './schema';

export const messages = {
  es: {
    name: { one: 'Rol de usuario de comercio', other: 'Roles de usuarios de comercio' },
    fields: { name: 'Nombre', description: 'Descripción', permissionIds: 'Permisos' },
    groups: {},
    choices: {},
    help: { permissionIds: 'Los usuarios de comercio con este rol obtienen todos los permisos seleccionados.' },
  },
  en: {
    name: { one: 'Commerce user role', other: 'Commerce user roles' },
    fields: { name: 'Name', description: 'Description', permissionIds: 'Permissions' },
    groups: {},
    choices: {},
    help: { permissionIds: 'Commerce users with this role get every selected permission.' },
  },
  pt: {
    name: { one: 'Função de usuário de estabelecimento', other: 'Funções de usuários de estabelecimento' },
    fields: { name: 'Nome', description: 'Descrição', permissionIds: 'Permissões' },
    groups: {},
    choices: {},
    help: { permissionIds: 'Os usuários de estabelecimento com esta função recebem todas as permissões selecionadas.' },
  },
} satisfies ResourceMessages<typeof commerceUserRoles>;
