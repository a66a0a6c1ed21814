import type { ResourceMessages } from '../../core/messageTypes';
import type { commerceUserRoles } from '../schema';

export const messages = {
  name: { one: 'Rol de usuario de comercio', other: 'Roles de usuarios de comercio' },
  fields: { name: 'Nombre', description: 'Descripción', permissionIds: 'Permisos' },
  groups: {},
  choices: {},
  help: { permissionIds: 'Los usuarios de comercio con este rol obtienen todos los permisos seleccionados.' },
} satisfies ResourceMessages<typeof commerceUserRoles>;
