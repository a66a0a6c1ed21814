import type { ResourceMessages } from '../../core/messageTypes';
import type { roles } from '../schema';

export const messages = {
  name: { one: 'Rol', other: 'Roles' },
  fields: { name: 'Nombre', description: 'Descripción', permissionIds: 'Permisos' },
  groups: {},
  choices: {},
  help: { permissionIds: 'Los usuarios con este rol obtienen todos los permisos seleccionados.' },
} satisfies ResourceMessages<typeof roles>;
