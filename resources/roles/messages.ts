import type { ResourceMessages } from '../core/messageTypes';
import type { roles } from './schema';

export const messages = {
  es: {
    name: { one: 'Rol', other: 'Roles' },
    fields: { name: 'Nombre', description: 'Descripción', permissionIds: 'Permisos' },
    groups: {},
    choices: {},
    help: { permissionIds: 'Los usuarios con este rol obtienen todos los permisos seleccionados.' },
  },
  en: {
    name: { one: 'Role', other: 'Roles' },
    fields: { name: 'Name', description: 'Description', permissionIds: 'Permissions' },
    groups: {},
    choices: {},
    help: { permissionIds: 'Users with this role get every selected permission.' },
  },
  pt: {
    name: { one: 'Função', other: 'Funções' },
    fields: { name: 'Nome', description: 'Descrição', permissionIds: 'Permissões' },
    groups: {},
    choices: {},
    help: { permissionIds: 'Os usuários com esta função recebem todas as permissões selecionadas.' },
  },
} satisfies ResourceMessages<typeof roles>;
