import type { ResourceMessages } from '../../core/messageTypes';
import type { partners } from '../schema';

export const messages = {
  name: { one: 'Integrador', other: 'Integradores' },
  fields: {
    code: 'Código',
    name: 'Nombre',
    email: 'Correo electrónico',
    active: 'Activo',
    commerceIds: 'Comercios asignados',
  },
  groups: {},
  choices: {},
} satisfies ResourceMessages<typeof partners>;
