import type { ResourceMessages } from '../../core/messageTypes';
import type { roles } from '../schema';

export const messages = {
  name: { one: 'Role', other: 'Roles' },
  fields: { name: 'Name', description: 'Description', permissionIds: 'Permissions' },
  groups: {},
  choices: {},
  help: { permissionIds: 'Users with this role get every selected permission.' },
} satisfies ResourceMessages<typeof roles>;
