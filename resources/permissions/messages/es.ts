import type { ResourceMessages } from '../../core/messageTypes';
import type { permissions } from '../schema';

export const messages = {
  name: { one: 'Permiso', other: 'Permisos' },
  fields: { name: 'Nombre', description: 'Descripción' },
  groups: {},
  choices: {},
} satisfies ResourceMessages<typeof permissions>;
