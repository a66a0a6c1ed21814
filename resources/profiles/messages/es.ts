import type { ResourceMessages } from '../../core/messageTypes';
import type { profiles } from '../schema';

export const messages = {
  name: { one: 'Perfil', other: 'Perfiles' },
  fields: { name: 'Nombre', description: 'Descripción', status: 'Estado' },
  groups: {},
  choices: {
    status: { ACTIVE: 'Activo', INACTIVE: 'Inactivo' },
  },
} satisfies ResourceMessages<typeof profiles>;
