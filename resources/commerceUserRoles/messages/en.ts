import type { ResourceMessages } from '../../core/messageTypes';
import type { commerceUserRoles } from '../schema';

export const messages = {
  name: { one: 'Commerce user role', other: 'Commerce user roles' },
  fields: { name: 'Name', description: 'Description', permissionIds: 'Permissions' },
  groups: {},
  choices: {},
  help: { permissionIds: 'Commerce users with this role get every selected permission.' },
} satisfies ResourceMessages<typeof commerceUserRoles>;
